import { useNavigate } from "react-router";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { type DialogName, useDialogs } from "../../../lib/dialogs.tsx";
import { useSession } from "../../../lib/session.tsx";
import { loginDestination } from "../lib/login-request.ts";
import { OtpLogin } from "./otp-login.tsx";

/** What tells the two login dialogs apart: the title, and the way to the other one. */
const LOGINS = {
  user: { title: "User Login", otherPrompt: "Are you an administrator?", other: "Login as Admin" },
  admin: { title: "Admin Login", otherPrompt: "Not an administrator?", other: "User Login" },
} as const;
const OTHER_DIALOG: Record<keyof typeof LOGINS, DialogName> = { user: "adminLogin", admin: "login" };
const LINK_BUTTON =
  "min-h-11 rounded-md px-1 font-bold text-primary-700 underline underline-offset-4 hover:bg-primary-50";

interface Props {
  kind: "user" | "admin";
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "User Login" and "Admin Login" (spec §2): phone or email, then the OTP screen, with a link to the
 * other login, and on the user's a way to register. Success signs the person in and opens the page they asked for, else the profile or the
 * dashboard (spec §4); a member asked to log in by another dialog (PAY NOW) goes back to it instead.
 */
export function LoginDialog({ kind, open, onOpenChange }: Props) {
  const { setSession } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const text = LOGINS[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.title} size="sm">
      {dialogs.reason ? (
        <p className="mb-4 rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 font-semibold text-primary-800">
          {dialogs.reason}
        </p>
      ) : null}
      <OtpLogin
        kind={kind}
        onLoggedIn={(session) => {
          const target = loginDestination(kind, dialogs.returnTo);
          setSession(session);
          if (kind === "user" && dialogs.resume) {
            dialogs.open(dialogs.resume);
            return;
          }
          dialogs.close();
          void navigate(target);
        }}
      />
      <div className="mt-6 space-y-1 border-t border-line pt-4 text-center">
        {kind === "user" ? (
          // A newcomer who opened Log in needs the way to register more than the way to the admin login.
          <p>
            New here?{" "}
            <button type="button" onClick={() => dialogs.open("registration")} className={LINK_BUTTON}>
              Register
            </button>
          </p>
        ) : null}
        <p className={kind === "user" ? "text-base text-muted" : undefined}>
          {text.otherPrompt}{" "}
          <button type="button" onClick={() => dialogs.open(OTHER_DIALOG[kind])} className={LINK_BUTTON}>
            {text.other}
          </button>
        </p>
      </div>
    </Dialog>
  );
}
