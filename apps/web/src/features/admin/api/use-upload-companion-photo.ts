import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

/**
 * POST admin/uploadcompanionphoto/ (multipart: companion_id and the photo): sets or replaces a
 * companion's photo. The progress toast becomes the server's message; a refusal raises no toast (the
 * form shows it above its button). The companion (has_photo), their photo and the audit log refresh.
 */
export function useUploadCompanionPhoto(companionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) =>
      withProgress(
        COMPANION_TEXT.savingPhoto,
        () => apiUpload("adminUploadCompanionPhoto", { companion_id: companionId }, photo, { toast: false }),
        (data) => data.Message,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCompanion(companionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCompanions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.photos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
