import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useSession } from "../../../lib/session.tsx";
import { loginDestination } from "../lib/login-form.ts";
import { OtpLogin } from "./otp-login.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Admin Login" (spec §2): Login with Phone or Email, SEND OTP, then the OTP step. Success clears any
 * member data, closes the login dialogs and opens the dashboard (spec §4).
 */
export function AdminLoginDialog({ open, onOpenChange }: Props) {
  const { setSession } = useSession();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Admin Login" size="sm">
      <OtpLogin
        kind="admin"
        onLoggedIn={(admin) => {
          const target = loginDestination("admin", dialogs.returnTo);
          queryClient.clear();
          setSession({ kind: "admin", admin });
          dialogs.close();
          void navigate(target);
        }}
      />
      <p className="mt-6 border-t border-line pt-4 text-center">
        Not an administrator?{" "}
        <button
          type="button"
          onClick={() => dialogs.open("login")}
          className="min-h-11 rounded-md px-1 font-bold text-primary-700 underline underline-offset-4 hover:bg-primary-50"
        >
          User Login
        </button>
      </p>
    </Dialog>
  );
}
