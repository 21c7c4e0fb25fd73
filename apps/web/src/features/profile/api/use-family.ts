import type { CircleRole, FamilySessionDetails, InviteFamilyRequest } from "@eldercare/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSession } from "../../../lib/session.tsx";

/** users/getfamily/: whom this session acts for, the payer's circle, and the families one belongs to. */
export function useFamily(enabled = true) {
  return useQuery({
    queryKey: queryKeys.family,
    queryFn: ({ signal }) => apiCall("getFamily", {}, { signal }),
    enabled,
  });
}

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

/**
 * Starts acting for a session's new family (or one's own account): stores who, and forgets every read of
 * the family before, so no page shows one family's data under another's name.
 */
export function useStartFamilySession() {
  const { setSession } = useSession();
  const queryClient = useQueryClient();
  return (details: FamilySessionDetails) => {
    queryClient.clear();
    setSession({ kind: "user", user: details });
  };
}

/** users/actfor/: a new session token for the family chosen (the client stores it). */
export function useActFor() {
  const start = useStartFamilySession();
  return useMutation({
    mutationFn: (membershipId: number | null) => apiCall("actFor", { membership_id: membershipId }),
    onSuccess: start,
  });
}
