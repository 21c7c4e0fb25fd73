import {
  ADMIN_MEMBER_TEXT,
  type AdminMemberListRequest,
  indiaToday,
  membersCsvFilename,
} from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { saveFile } from "../../../lib/save-file.ts";

/**
 * POST admin/exportmembers/: every member matching the list's filters, saved as one CSV file. The API
 * client shows any failure; nothing changes, nothing to refresh.
 */
export function useExportMembers() {
  return useMutation({
    mutationFn: (request: AdminMemberListRequest) =>
      withProgress(
        ADMIN_MEMBER_TEXT.exportingMembers,
        async () =>
          saveFile(await apiDownload("adminExportMembers", request), membersCsvFilename(indiaToday())),
        ADMIN_MEMBER_TEXT.membersExported,
      ),
  });
}
