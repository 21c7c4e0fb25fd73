import type { MemberPayment } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/getpayments/: the member's payments, newest first, each with its invoice once paid. */
export function usePayments(userId: number) {
  return useQuery<MemberPayment[]>({
    queryKey: queryKeys.payments(userId),
    queryFn: async ({ signal }) => (await apiCall("getPayments", { user_id: userId }, { signal })).payments,
  });
}
