import { EMAIL_PHONE_FLAG, OTP_LENGTH, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { ArrowLeft, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { emptyDigits } from "../../../components/ui/otp-digits.ts";
import { OtpInput, type OtpInputHandle } from "../../../components/ui/otp-input.tsx";
import { formatCountdown, resendCountdownSeconds } from "../../../lib/countdown.ts";
import type { Session } from "../../../lib/session.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCountdown } from "../../../lib/use-countdown.ts";
import { useLoginAdmin } from "../api/use-login-admin.ts";
import { useLoginCompanion } from "../api/use-login-companion.ts";
import { useLoginUser } from "../api/use-login-user.ts";
import {
  describeContact,
  type LoginContact,
  type LoginKind,
  type LoginUserType,
  loginErrorMessage,
  toLoginRequest,
} from "../lib/login-request.ts";
import { aroundSlot, ENGLISH_LOGIN_WORDS, type LoginWords } from "../lib/login-words.ts";

interface Props {
  kind: LoginKind;
  userType: LoginUserType;
  contact: LoginContact;
  /** Seconds until Resend OTP, as the server answered the first send. */
  resendAfter: number;
  /** Sends another code; resolves with the countdown length. */
  requestCode: (contact: LoginContact) => Promise<number>;
  onBack: () => void;
  onLoggedIn: (session: Exclude<Session, { kind: "visitor" }>) => void;
  /** The code step's words (English unless given). */
  words?: LoginWords;
}

/** Step two of a login (spec §4/§5): the 6 boxes; all 6 digits log in automatically. */
export function LoginCodeStep({
  kind,
  userType,
  contact,
  resendAfter,
  requestCode,
  onBack,
  onLoggedIn,
  words = ENGLISH_LOGIN_WORDS,
}: Props) {
  const uid = useId();
  // The sentences around the contact and the countdown, each in the words' own order.
  const sentTo = aroundSlot(words.codeSentTo);
  const resendIn = aroundSlot(words.resendIn);
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [otpError, setOtpError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(1);
  const otpRef = useRef<OtpInputHandle>(null);
  const countdown = useCountdown();
  const loginUser = useLoginUser();
  const loginAdmin = useLoginAdmin();
  const loginCompanion = useLoginCompanion();
  const login = { user: loginUser, admin: loginAdmin, companion: loginCompanion }[kind];
  // Once logged in, the boxes stay off while the dialog closes.
  const signingIn = login.isPending || login.isSuccess;

  const { start } = countdown;
  useEffect(() => {
    start(resendAfter);
  }, [start, resendAfter]);
  // Focus: the first box when the step opens or its boxes are cleared.
  useEffect(() => {
    if (focusRequest > 0) otpRef.current?.focusFirst();
  }, [focusRequest]);

  function clearBoxes() {
    setDigits(emptyDigits(OTP_LENGTH));
    setFocusRequest((n) => n + 1);
  }

  async function onResend() {
    if (countdown.secondsLeft > 0) return;
    setOtpError(null);
    clearBoxes();
    countdown.start(resendCountdownSeconds(undefined));
    try {
      countdown.start(await requestCode(contact));
    } catch (error) {
      // Spec §8: a resend failure is only logged.
      console.error("Resending the OTP failed", error);
    }
  }

  async function onComplete(code: string) {
    if (signingIn) return;
    setOtpError(null);
    const request = toLoginRequest(contact, code, userType);
    try {
      const session: Exclude<Session, { kind: "visitor" }> =
        kind === "admin"
          ? { kind: "admin", admin: await loginAdmin.mutateAsync(request) }
          : kind === "companion"
            ? { kind: "companion", companion: await loginCompanion.mutateAsync(request) }
            : { kind: "member", member: await loginUser.mutateAsync(request) };
      // 'OTP sent successfully!' and any refused code belong to the step that is over.
      toast.dismissStale();
      // The companion's visits page, titled "Your visits", is their confirmation: a toast sat over that
      // title on a phone (issue 41). Members and the team keep spec §8's 'Login successful!'.
      if (kind !== "companion") toast.success(SUCCESS_MESSAGES.login, { id: "login" });
      onLoggedIn(session);
    } catch (error) {
      setOtpError(words.message(loginErrorMessage(error)));
      clearBoxes();
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        disabled={signingIn}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-primary-700 hover:bg-primary-50"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {words.back}
      </button>
      <p id={`${uid}-sent-to`} className="mt-3">
        {sentTo[0]}
        {contact.flag === EMAIL_PHONE_FLAG.email ? (
          <strong>
            <EmailText email={contact.value} />
          </strong>
        ) : (
          <strong className="whitespace-nowrap">{describeContact(contact)}</strong>
        )}
        {sentTo[1]}
      </p>
      <div className="mt-4">
        <OtpInput
          ref={otpRef}
          label={words.codeLabel}
          digitLabel={words.digitLabel}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (otpError) setOtpError(null);
          }}
          onComplete={onComplete}
          disabled={signingIn}
          invalid={otpError !== null}
          describedBy={otpError ? `${uid}-sent-to ${uid}-otp-error` : `${uid}-sent-to`}
        />
      </div>
      {otpError ? (
        <div role="alert">
          <FieldError id={`${uid}-otp-error`}>{otpError}</FieldError>
        </div>
      ) : null}
      <div role="status" className="mt-3 min-h-7">
        {signingIn ? (
          <span className="flex items-center gap-2 font-semibold text-primary-800">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            {words.signingIn}
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={onResend}
          disabled={countdown.secondsLeft > 0 || signingIn}
          className="btn btn-outline"
        >
          {words.resend}
        </button>
        {countdown.secondsLeft > 0 ? (
          <span className="text-muted">
            {resendIn[0]}
            <span className="font-semibold tabular-nums">{formatCountdown(countdown.secondsLeft)}</span>
            {resendIn[1]}
          </span>
        ) : null}
      </div>
    </div>
  );
}
