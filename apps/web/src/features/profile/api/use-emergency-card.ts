import type { ApiBody, EmergencyCard } from "@eldercare/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/getemergencycard/: a loved one's emergency card, or null while none is written. */
export function useEmergencyCard(lovedOneId: number) {
  return useQuery<EmergencyCard | null>({
    queryKey: queryKeys.emergencyCard(lovedOneId),
    queryFn: async ({ signal }) =>
      (await apiCall("getEmergencyCard", { loved_one_id: lovedOneId }, { signal })).card,
    enabled: lovedOneId > 0,
  });
}

/**
 * users/getemergencycard/ whole, for the print-out: the card (null while none is written) and the loved
 * one's check-in code printed with it as a QR code (decision 0093).
 */
export function useEmergencyCardPrint(lovedOneId: number) {
  return useQuery({
    queryKey: [...queryKeys.emergencyCard(lovedOneId), "print"],
    queryFn: ({ signal }) => apiCall("getEmergencyCard", { loved_one_id: lovedOneId }, { signal }),
    enabled: lovedOneId > 0,
  });
}

/** POST users/saveemergencycard/: writes the card whole. The form shows a refusal inline. */
export function useSaveEmergencyCard(lovedOneId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"saveEmergencyCard">) => apiCall("saveEmergencyCard", body, { toast: false }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.emergencyCard(lovedOneId), data.card),
  });
}
