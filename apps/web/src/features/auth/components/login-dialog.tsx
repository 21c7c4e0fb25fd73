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

/** "User Login" (spec §2): phone or email, then the OTP screen; offers Login as Admin. */
export function LoginDialog({ open, onOpenChange }: Props) {
  const { setSession } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="User Login" size="sm">
      <OtpLogin
        kind="user"
        onLoggedIn={(user) => {
          setSession({ kind: "user", user });
          // Asked to log in by another dialog (PAY NOW): go back to it, right where the person was.
          if (dialogs.resume) {
            dialogs.open(dialogs.resume);
            return;
          }
          const target = loginDestination("user", dialogs.returnTo);
          dialogs.close();
          void navigate(target);
        }}
      />
      <p className="mt-6 border-t border-line pt-4 text-center">
        Are you an administrator?{" "}
        <button
          type="button"
          onClick={() => dialogs.open("adminLogin")}
          className="min-h-11 rounded-md px-1 font-bold text-primary-700 underline underline-offset-4 hover:bg-primary-50"
        >
          Login as Admin
        </button>
      </p>
    </Dialog>
  );
}
