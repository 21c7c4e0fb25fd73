import type { FamilySessionDetails } from "@eldercare/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiCall } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { useSession } from "./session.tsx";

/*
 * The family circle's reads and the switch between families (issue 29, decision 0063), shared by the
 * profile (the circle, the notice, the account menu) and the booking pages (choosing a family to act for).
 */

/** users/getfamily/: whom this session acts for, the payer's circle, and the families one belongs to. */
export function useFamily(enabled = true) {
  return useQuery({
    queryKey: queryKeys.family,
    queryFn: ({ signal }) => apiCall("getFamily", {}, { signal }),
    enabled,
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
    setSession({ kind: "member", member: details });
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

/** Acts for the family chosen (or one's own account, null), then opens its visits. */
export function useChooseFamily() {
  const actFor = useActFor();
  const navigate = useNavigate();
  const choose = (membershipId: number | null) =>
    actFor.mutate(membershipId, { onSuccess: () => void navigate("/planandservicedetails") });
  return { choose, pending: actFor.isPending };
}
