import { PRIVACY_MESSAGES } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiCall } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.tsx";
import { toast } from "../../../lib/toast.ts";

/**
 * POST users/eraseaccount/ with the code sent to the registered phone. Once erased, every session of
 * the member has ended on the server: the session here is forgotten as a logout does it (with every
 * cached query), the member goes home and is told what was kept. A refusal (a wrong code) is shown by
 * the dialog itself.
 */
export function useEraseAccount(userId: number) {
  const { clearSession } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (otp: string) => apiCall("eraseAccount", { user_id: userId, otp }, { toast: false }),
    onSuccess: async () => {
      clearSession("logout");
      queryClient.clear();
      await navigate("/");
      toast.success(PRIVACY_MESSAGES.erased, { id: "account-erased" });
    },
  });
}
