import { ADMIN_ENQUIRY_TEXT, type AdminEnquiryListRequest, indiaToday } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** POST admin/exportenquiries/: every enquiry matching the filters (not just this page), saved as CSV. */
export function useExportEnquiries() {
  return useMutation({
    mutationFn: (request: AdminEnquiryListRequest) =>
      withProgress(
        ADMIN_ENQUIRY_TEXT.exporting,
        async () => {
          const blob = await apiDownload("adminExportEnquiries", request);
          saveFile(blob, `enquiries-${indiaToday()}.csv`);
        },
        ADMIN_ENQUIRY_TEXT.exported,
      ),
  });
}
