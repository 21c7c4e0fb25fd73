import type { RegisterRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../../lib/api-client.ts";
import { profileQuery } from "../../../../lib/profile-query.ts";

/**
 * POST users/register/: creates the member; the client stores the returned session Token itself. No
 * client toasts: the dialog shows the first business error inline (not again as a toast). Spec §4: "after
 * registration succeeds, the profile is fetched with the returned user_id". It is fetched into the
 * cache quietly: registration has succeeded whatever that read does, and the profile page reads it.
 */
export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => apiCall("register", body, { toast: false }),
    onSuccess: (member) => {
      void queryClient.prefetchQuery(profileQuery(member.user_id, { toast: false }));
    },
  });
}
