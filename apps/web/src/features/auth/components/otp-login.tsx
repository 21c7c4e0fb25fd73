import { EMAIL_PHONE_FLAG } from "@eldercare/contracts";
import { useEffect, useRef, useState } from "react";
import { resendCountdownSeconds } from "../../../lib/countdown.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import type { Session } from "../../../lib/session.tsx";
import { toast } from "../../../lib/toast.ts";
import { useGenerateLoginOtp } from "../api/use-generate-login-otp.ts";
import {
  EMPTY_LOGIN_FORM,
  LOGIN_USER_TYPE,
  type LoginContact,
  type LoginKind,
  loginFormResolver,
  toGenerateOtpRequest,
} from "../lib/login-request.ts";
import { ENGLISH_LOGIN_WORDS, type LoginWords } from "../lib/login-words.ts";
import { LoginCodeStep } from "./login-code-step.tsx";
import { LoginContactForm } from "./login-contact-form.tsx";

interface Props {
  kind: LoginKind;
  /** Only a phone number (the companion's app): no choice of phone or email. */
  phoneOnly?: boolean;
  /** Called once the code was accepted (the client has stored the Token). */
  onLoggedIn: (session: Exclude<Session, { kind: "visitor" }>) => void;
  /** The phone steps' words: English unless given (the companion's language, decision 0092). */
  words?: LoginWords;
}

/**
 * The one-time-code login of spec §2/§4/§5, shared by the member and admin dialogs: choose phone or
 * email, SEND OTP, then the 6 boxes; all 6 digits log in automatically. The companion's login page
 * (issue 26) uses it too, phone only.
 */
export function OtpLogin({ kind, phoneOnly = false, onLoggedIn, words = ENGLISH_LOGIN_WORDS }: Props) {
  const userType = LOGIN_USER_TYPE[kind];
  const generateOtp = useGenerateLoginOtp();
  const [sent, setSent] = useState<{ contact: LoginContact; resendAfter: number } | null>(null);
  const backToForm = useRef(false);
  const form = useContractForm({ resolver: loginFormResolver, defaultValues: EMPTY_LOGIN_FORM });
  const { setFocus, watch } = form;
  const flag = watch("email_phn_flag");

  // After Back, focus returns to the field the code went to.
  useEffect(() => {
    if (!sent && backToForm.current) {
      backToForm.current = false;
      setFocus(flag === EMAIL_PHONE_FLAG.phone ? "phone" : "email");
    }
  }, [sent, flag, setFocus]);

  /** Asks for a code; resolves with the countdown length, rejects with the failure. */
  async function requestCode(target: LoginContact): Promise<number> {
    const toastId = `progress:${ENGLISH_LOGIN_WORDS.sendingCode}`;
    toast.loading(words.sendingCode, { id: toastId });
    try {
      const data = await generateOtp.mutateAsync(toGenerateOtpRequest(target, userType));
      toast.success(words.codeSent, { id: toastId });
      return resendCountdownSeconds(data.resend_timeout);
    } catch (error) {
      toast.dismiss(toastId);
      throw error;
    }
  }

  if (sent) {
    return (
      <LoginCodeStep
        kind={kind}
        userType={userType}
        contact={sent.contact}
        resendAfter={sent.resendAfter}
        requestCode={requestCode}
        onBack={() => {
          backToForm.current = true;
          setSent(null);
        }}
        onLoggedIn={onLoggedIn}
        words={words}
      />
    );
  }
  return (
    <LoginContactForm
      form={form}
      phoneOnly={phoneOnly}
      words={words}
      onSend={async (contact) => setSent({ contact, resendAfter: await requestCode(contact) })}
    />
  );
}
