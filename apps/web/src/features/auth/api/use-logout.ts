import { SUCCESS_MESSAGES } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { lazyApiCall as apiCall } from "../../../lib/lazy-api.ts";
import { useSession } from "../../../lib/session.tsx";
import { toast } from "../../../lib/toast.ts";

/**
 * Spec §4 logout: revoke the session on the server (its failure is ignored), forget the session and
 * every cached query, go home, toast 'Logout successful!'. The session ends as a "logout", so a
 * protected page being left goes home quietly instead of asking the person to log in again. A companion
 * (issue 26) goes back to their own login page instead of home.
 */
export function useLogout() {
  const { session, clearSession } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const after = session.kind === "companion" ? "/companion/login" : "/";
  return useMutation({
    mutationFn: async () => {
      const route =
        session.kind === "admin"
          ? "adminLogout"
          : session.kind === "companion"
            ? "companionLogout"
            : "userLogout";
      try {
        await apiCall(route, undefined, { toast: false, handleUnauthorized: false });
      } catch (error) {
        console.warn("Logout on the server failed; the session is forgotten here anyway.", error);
      }
    },
    onSuccess: async () => {
      clearSession("logout");
      queryClient.clear();
      await navigate(after);
      toast.success(SUCCESS_MESSAGES.logout, { id: "logout" });
    },
  });
}
