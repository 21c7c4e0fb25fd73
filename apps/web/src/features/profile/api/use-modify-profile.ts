import type { ApiBody } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSession } from "../../../lib/session.tsx";

/**
 * POST users/modifyprofiledata/: only the fields sent change. Spec §4: the answer's Data is stored as
 * the profile, and the profile is refreshed. The session's name and email (the header's avatar menu)
 * follow. No client toasts: the form shows a refusal inline and raises its own toasts.
 */
export function useModifyProfile(userId: number) {
  const queryClient = useQueryClient();
  const { session, setSession } = useSession();
  return useMutation({
    mutationFn: (body: ApiBody<"modifyProfile">) => apiCall("modifyProfile", body, { toast: false }),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
      if (session.kind === "member") {
        setSession({
          kind: "member",
          member: { ...session.member, user_name: profile.user_name, email: profile.email },
        });
      }
    },
  });
}
