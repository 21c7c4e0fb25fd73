import { useMutation, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/getinvite/: who invites, whom, as what; a spent or expired link is an error shown on the page. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.familyInvite(token),
    queryFn: ({ signal }) => apiCall("getInvite", { token }, { signal, toast: false }),
    enabled: token !== "",
    retry: false,
  });
}

/** users/sendinvitecode/: a code to the invited phone; shown inline. */
export function useSendInvitationCode() {
  return useMutation({
    mutationFn: (token: string) => apiCall("sendInviteCode", { token }, { toast: false }),
  });
}

/** users/acceptinvite/: joins and returns a session acting for the family (the client stores the token). */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; otp: string }) => apiCall("acceptInvite", body, { toast: false }),
  });
}
