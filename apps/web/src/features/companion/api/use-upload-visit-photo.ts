import { photoNoSignalAfterMs } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client.ts";
import { sendNow } from "../../../lib/no-signal.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST companion/uploadphoto/ (multipart: booking_id and the photo), before the report is filed; a second
 * photo replaces the first. No toasts: the report form shows a refusal beside the photo.
 */
export function useUploadVisitPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent at once or refused at once (issue 41), as the report is; given up when the phone goes offline
    // on the way, or no answer comes in the time its size allows (issue 42).
    networkMode: "always",
    mutationFn: ({ bookingId, photo }: { bookingId: number; photo: File }) =>
      sendNow(
        (signal) =>
          apiUpload("companionUploadPhoto", { booking_id: bookingId }, photo, { toast: false, signal }),
        photoNoSignalAfterMs(photo.size),
      ),
    onSuccess: () => {
      // The visit now has a photo waiting (has_photo).
      void queryClient.invalidateQueries({ queryKey: queryKeys.companionVisits });
    },
  });
}
