import { ADMIN_ENQUIRY_TEXT, type UpdateEnquiryRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/updateenquiry/: mark an enquiry contacted or close it. The server's message on success; a
 * refusal (409: someone changed it meanwhile) is toasted by the client. Either way the list and the
 * audit log refresh.
 */
export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEnquiryRequest) =>
      withProgress(
        ADMIN_ENQUIRY_TEXT.updating,
        () => apiCall("adminUpdateEnquiry", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminEnquiries });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
