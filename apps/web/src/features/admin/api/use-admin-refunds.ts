import {
  type AdminRefundListRequest,
  type DecideCancellationRequest,
  REFUND_TEXT,
} from "@eldercare/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallrefunds/: plan cancellation requests (waiting first) and payments captured twice.
 * Loads raise no toast (issue 42, decision 0070): the page shows its own loading state.
 */
export function useAdminRefunds(request: AdminRefundListRequest) {
  return useQuery({
    queryKey: queryKeys.adminRefundPage(request),
    queryFn: ({ signal }) => apiCall("adminGetAllRefunds", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * POST admin/decidecancellation/: approve (the charge as quoted or lower, with a note) or decline (with the
 * reason the family reads). The server's message is toasted; refused or not, the list and the audit log
 * refresh (a 409 means someone decided it meanwhile).
 */
export function useDecideCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideCancellationRequest) =>
      withProgress(
        REFUND_TEXT.deciding,
        () => apiCall("adminDecideCancellation", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminRefunds });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminBookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}

/**
 * POST admin/refundpayment/: returns a payment captured twice in full. The server's message is toasted;
 * refused or not, the list and the audit log refresh (a 409 means someone refunded it meanwhile).
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      withProgress(
        REFUND_TEXT.refunding,
        () => apiCall("adminRefundPayment", { payment_id: paymentId }),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminRefunds });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
