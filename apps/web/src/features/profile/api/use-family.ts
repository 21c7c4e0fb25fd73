import type { CircleRole, InviteFamilyRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/invitefamily/: the form shows a refusal inline. */
export function useInviteFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteFamilyRequest) => apiCall("inviteFamily", body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}

/** users/removefamily/: the dialog shows a refusal inline. */
export function useRemoveFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (membershipId: number) =>
      apiCall("removeFamily", { membership_id: membershipId }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}

/** users/setfamilyrole/. */
export function useSetFamilyRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { membership_id: number; role: CircleRole }) => apiCall("setFamilyRole", change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}
