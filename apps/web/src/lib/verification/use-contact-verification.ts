import {
  DEFAULT_COUNTRY_DIAL_CODE,
  type DialCode,
  OTP_LENGTH,
  OTP_RESEND_COUNTDOWN_SECONDS,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, firstErrorMessage } from "../api-client.ts";
import { toast } from "../toast.ts";
import { useCheckVerificationCode } from "./use-check-verification-code.ts";
import {
  type ContactChannel,
  useSendVerificationCode,
  type VerificationPurpose,
} from "./use-send-verification-code.ts";

/**
 * One contact's proof by one-time code (spec §4 Registration, Enquiry): generate → the code input
 * appears → verify → verified (the value is locked until "Change"). For registration, BE006 (already
 * registered) shows the server's message and no code input; a wrong code shows 'Please enter valid
 * phone/email OTP'.
 */
export type VerificationStep = "idle" | "sending" | "sent" | "verifying" | "verified";

export interface ContactVerification {
  channel: ContactChannel;
  step: VerificationStep;
  /** The phone or email the code went to (locked while a code is out or verified). */
  sentTo: string | null;
  /** The phone's dialling code the code went to. */
  sentDialCode: DialCode;
  /** Present once verified: the proof for users/register/ or users/createenquiry/. */
  token: string | null;
  otp: string;
  setOtp: (otp: string) => void;
  /** A refusal of the send (BE006, BE009, network…), shown beside the field. */
  sendError: string | null;
  /** A refusal of the code, shown beside the code input. */
  otpError: string | null;
  /** Seconds until another code may be asked for (0: now). */
  resendIn: number;
  /** Sends a code; a phone's dialling code defaults to the one used last (a resend). */
  generate: (value: string, dialCode?: DialCode) => Promise<void>;
  verify: () => Promise<void>;
  /** Starts over: forgets the code and the proof and unlocks the field. */
  reset: () => void;
}

function wrongCodeMessage(channel: ContactChannel): string {
  return channel === "phone" ? VALIDATION_MESSAGES.phoneOtpInvalid : VALIDATION_MESSAGES.emailOtpInvalid;
}

export function useContactVerification(
  channel: ContactChannel,
  purpose: VerificationPurpose = "register",
): ContactVerification {
  const [step, setStep] = useState<VerificationStep>("idle");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentDialCode, setSentDialCode] = useState<DialCode>(DEFAULT_COUNTRY_DIAL_CODE);
  const [token, setToken] = useState<string | null>(null);
  const [otp, setOtpState] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // Answers to a request made before "Change" are ignored.
  const generation = useRef(0);
  const { mutateAsync: sendCode } = useSendVerificationCode();
  const { mutateAsync: checkCode } = useCheckVerificationCode();

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= resendAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);

  const generate = useCallback(
    async (value: string, dialCode?: DialCode) => {
      const mine = ++generation.current;
      const code = dialCode ?? sentDialCode;
      const hadCode = step === "sent";
      setStep("sending");
      setSendError(null);
      setOtpError(null);
      try {
        const data = await sendCode({ channel, value, purpose, dialCode: code });
        if (mine !== generation.current) return;
        const seconds = data.resend_timeout > 0 ? data.resend_timeout * 60 : OTP_RESEND_COUNTDOWN_SECONDS;
        const t = Date.now();
        setNow(t);
        setResendAt(t + seconds * 1000);
        setSentTo(value);
        setSentDialCode(code);
        setOtpState("");
        setStep("sent");
        toast.success(data.Message || SUCCESS_MESSAGES.otpSent, { id: `otp-sent:${channel}` });
      } catch (error) {
        if (mine !== generation.current) return;
        setSendError(firstErrorMessage(error));
        // BE006 (already registered): no code input. A refused resend keeps the code already sent.
        const keepCode = hadCode && !(error instanceof ApiError && error.code === "BE006");
        setStep(keepCode ? "sent" : "idle");
        if (!keepCode) setSentTo(null);
      }
    },
    [channel, step, purpose, sentDialCode, sendCode],
  );

  const verify = useCallback(async () => {
    if (sentTo === null || otp.length !== OTP_LENGTH) {
      setOtpError(wrongCodeMessage(channel));
      return;
    }
    const mine = generation.current;
    setStep("verifying");
    setOtpError(null);
    try {
      const data = await checkCode({ channel, value: sentTo, otp, dialCode: sentDialCode });
      if (mine !== generation.current) return;
      setToken(data.verification_token);
      setSendError(null);
      setStep("verified");
    } catch (error) {
      if (mine !== generation.current) return;
      // A wrong code (BE007) or a malformed one reads as the spec's words; other refusals (too many
      // tries, expired code) keep the server's own, more helpful, message.
      const wrong =
        error instanceof ApiError && (error.code === "BE007" || error.status === 400 || error.status === 422);
      setOtpError(wrong && error.code !== "BE008" ? wrongCodeMessage(channel) : firstErrorMessage(error));
      setStep("sent");
    }
  }, [channel, otp, sentTo, sentDialCode, checkCode]);

  const reset = useCallback(() => {
    generation.current += 1;
    setStep("idle");
    setSentTo(null);
    setToken(null);
    setOtpState("");
    setSendError(null);
    setOtpError(null);
    setResendAt(0);
  }, []);

  const setOtp = useCallback((value: string) => {
    setOtpState(value);
    setOtpError(null);
  }, []);

  const resendIn = Math.max(0, Math.ceil((resendAt - now) / 1000));
  return {
    channel,
    step,
    sentTo,
    sentDialCode,
    token,
    otp,
    setOtp,
    sendError,
    otpError,
    resendIn,
    generate,
    verify,
    reset,
  };
}
