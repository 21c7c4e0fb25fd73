import { COMPANION_APP_MESSAGES, OTP_LENGTH } from "@eldercare/contracts";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { useSession } from "../../../lib/session.tsx";
import { loginDestination } from "../lib/login-request.ts";
import type { LoginWords } from "../lib/login-words.ts";
import { OtpLogin } from "./otp-login.tsx";

/** What a route guard passed along when it sent the companion here (require-auth.tsx). */
function guardState(state: unknown): { returnTo: string | null; reason: string | null } {
  const s = (typeof state === "object" && state !== null ? state : {}) as {
    returnTo?: unknown;
    reason?: unknown;
  };
  return {
    returnTo: typeof s.returnTo === "string" ? s.returnTo : null,
    reason: typeof s.reason === "string" ? s.reason : null,
  };
}

/**
 * The companion's login (issue 26): their 10-digit mobile number, a code by SMS (user_type 3), then the
 * 6 boxes; the same steps as the member and admin dialogs (OtpLogin), phone only. Success opens the
 * page they asked for, else their visits.
 */
export function CompanionLogin() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const { returnTo, reason } = guardState(useLocation().state);
  const { t, server, number } = useCompanionText();
  // The shared login steps in the companion's language (issue 46); the server's refusals by their key.
  const words = useMemo<LoginWords>(
    () => ({
      mobileNumber: t("login.mobileNumber"),
      sendCode: t("login.sendCode"),
      sendingCode: t("login.sendingCode"),
      codeSent: t("login.codeSent"),
      back: t("login.back"),
      codeSentTo: (contact) => t("login.codeSentTo", { digits: number(OTP_LENGTH), contact }),
      codeLabel: t("login.codeLabel"),
      digitLabel: (digit, of) => t("login.digitLabel", { digit: number(digit), of: number(of) }),
      signingIn: t("login.signingIn"),
      resend: t("login.resend"),
      resendIn: (countdown) => t("login.resendIn", { countdown }),
      message: server,
    }),
    [t, server, number],
  );
  // The route guard's reason is the contracts' English; shown in the app's language (issue 46).
  const said = reason === COMPANION_APP_MESSAGES.loginReason ? t("login.reason") : reason && server(reason);
  return (
    <div>
      {reason ? (
        <p className="mb-4 rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 font-semibold text-primary-800">
          {said}
        </p>
      ) : null}
      <p className="mb-4">{t("login.intro")}</p>
      <OtpLogin
        kind="companion"
        phoneOnly
        words={words}
        onLoggedIn={(session) => {
          setSession(session);
          void navigate(loginDestination("companion", returnTo), { replace: true });
        }}
      />
    </div>
  );
}
