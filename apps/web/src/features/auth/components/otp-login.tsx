import {
  DEFAULT_COUNTRY_DIAL_CODE,
  EMAIL_PHONE_FLAG,
  OTP_LENGTH,
  PHONE_DIGITS,
  PROGRESS_MESSAGES,
  SUCCESS_MESSAGES,
  sanitizePhoneInput,
  USER_TYPE,
} from "@eldercare/contracts";
import * as RadioGroup from "@radix-ui/react-radio-group";
import { ArrowLeft, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { FieldError, INPUT } from "../../../components/ui/field-parts.tsx";
import { emptyDigits } from "../../../components/ui/otp-digits.ts";
import { OtpInput, type OtpInputHandle } from "../../../components/ui/otp-input.tsx";
import { generateLoginOtp } from "../api/use-generate-otp.ts";
import { loginAdmin, loginUser } from "../api/use-login.ts";
import { useCountdown } from "../hooks/use-countdown.ts";
import { formatCountdown, resendCountdownSeconds } from "../lib/countdown.ts";
import {
  contactOf,
  describeContact,
  EMPTY_LOGIN_FORM,
  type LoginContact,
  type LoginFormValues,
  loginErrorMessage,
  loginFormResolver,
  sendErrorMessage,
  toGenerateOtpRequest,
  toLoginRequest,
} from "../lib/login-form.ts";

type LoginResult<K> = K extends "admin"
  ? Awaited<ReturnType<typeof loginAdmin>>
  : Awaited<ReturnType<typeof loginUser>>;

interface OtpLoginProps<K extends "user" | "admin"> {
  kind: K;
  /** Called once the code was accepted (the client has stored the Token). */
  onLoggedIn: (details: LoginResult<K>) => void;
}

/**
 * The one-time-code login of spec §2/§4/§5, shared by the member and admin dialogs: choose phone or
 * email, SEND OTP, then the 6 boxes; all 6 digits log in automatically.
 */
export function OtpLogin<K extends "user" | "admin">({ kind, onLoggedIn }: OtpLoginProps<K>) {
  const userType = kind === "admin" ? USER_TYPE.admin : USER_TYPE.user;
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  const [contact, setContact] = useState<LoginContact | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [signingIn, setSigningIn] = useState(false);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const otpRef = useRef<OtpInputHandle>(null);
  const countdown = useCountdown();
  const backToForm = useRef(false);

  const form = useForm<LoginFormValues>({
    resolver: loginFormResolver,
    defaultValues: EMPTY_LOGIN_FORM,
    mode: "onTouched",
  });
  const { control, handleSubmit, formState, setFocus, trigger, watch } = form;
  const flag = watch("email_phn_flag");

  // Focus: the first box when the code screen opens or its boxes are cleared; the field after Back.
  useEffect(() => {
    if (contact && focusRequest > 0) otpRef.current?.focusFirst();
  }, [contact, focusRequest]);
  useEffect(() => {
    if (!contact && backToForm.current) {
      backToForm.current = false;
      setFocus(flag === EMAIL_PHONE_FLAG.phone ? "phone" : "email");
    }
  }, [contact, flag, setFocus]);

  /** Asks for a code; resolves with the countdown length, rejects with the failure. */
  async function requestCode(target: LoginContact): Promise<number> {
    const toastId = toast.loading(PROGRESS_MESSAGES.generatingOtp);
    try {
      const data = await generateLoginOtp(toGenerateOtpRequest(target, userType));
      toast.success(SUCCESS_MESSAGES.otpSent, { id: toastId });
      return resendCountdownSeconds(data.resend_timeout);
    } catch (error) {
      toast.dismiss(toastId);
      throw error;
    }
  }

  const onSend = handleSubmit(async (values) => {
    if (sending) return;
    const target = contactOf(values);
    setSending(true);
    setSendError(null);
    try {
      const seconds = await requestCode(target);
      setDigits(emptyDigits(OTP_LENGTH));
      setOtpError(null);
      setContact(target);
      countdown.start(seconds);
      setFocusRequest((n) => n + 1);
    } catch (error) {
      // Spec §4/§8: BE005 (and any other refusal) keeps the form, with the server's message.
      setSendError(sendErrorMessage(error));
    } finally {
      setSending(false);
    }
  });

  async function onResend() {
    if (!contact || countdown.secondsLeft > 0) return;
    setDigits(emptyDigits(OTP_LENGTH));
    setOtpError(null);
    countdown.start(resendCountdownSeconds(undefined));
    setFocusRequest((n) => n + 1);
    try {
      countdown.start(await requestCode(contact));
    } catch (error) {
      // Spec §8: a resend failure is only logged.
      console.error("Resending the OTP failed", error);
    }
  }

  async function onComplete(code: string) {
    if (!contact || signingIn) return;
    setSigningIn(true);
    setOtpError(null);
    try {
      const request = toLoginRequest(contact, code, userType);
      const details = kind === "admin" ? await loginAdmin(request) : await loginUser(request);
      toast.success(SUCCESS_MESSAGES.login, { id: "login" });
      onLoggedIn(details as LoginResult<K>);
    } catch (error) {
      setOtpError(loginErrorMessage(error));
      setDigits(emptyDigits(OTP_LENGTH));
      setSigningIn(false);
      setFocusRequest((n) => n + 1);
    }
  }

  function onBack() {
    backToForm.current = true;
    setContact(null);
    setOtpError(null);
    setSigningIn(false);
    countdown.stop();
  }

  if (contact) {
    const described = otpError ? `${id("sent-to")} ${id("otp-error")}` : id("sent-to");
    return (
      <div>
        <button
          type="button"
          onClick={onBack}
          disabled={signingIn}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-primary-700 hover:bg-primary-50"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back
        </button>
        <p id={id("sent-to")} className="mt-3">
          Enter the {OTP_LENGTH}-digit OTP sent to{" "}
          <strong className={contact.flag === EMAIL_PHONE_FLAG.email ? "break-all" : "whitespace-nowrap"}>
            {describeContact(contact)}
          </strong>
        </p>
        <div className="mt-4">
          <OtpInput
            ref={otpRef}
            label="One-time code"
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (otpError) setOtpError(null);
            }}
            onComplete={onComplete}
            disabled={signingIn}
            invalid={otpError !== null}
            describedBy={described}
          />
        </div>
        {otpError ? (
          <div role="alert">
            <FieldError id={id("otp-error")}>{otpError}</FieldError>
          </div>
        ) : null}
        <div role="status" className="mt-3 min-h-7">
          {signingIn ? (
            <span className="flex items-center gap-2 font-semibold text-primary-800">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              {PROGRESS_MESSAGES.signingIn}
            </span>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            onClick={onResend}
            disabled={countdown.secondsLeft > 0 || signingIn}
            className="btn btn-outline disabled:cursor-not-allowed disabled:border-line disabled:text-muted"
          >
            Resend OTP
          </button>
          {countdown.secondsLeft > 0 ? (
            <span className="text-muted">
              Resend available in{" "}
              <span className="font-semibold tabular-nums">{formatCountdown(countdown.secondsLeft)}</span>
            </span>
          ) : null}
        </div>
      </div>
    );
  }

  const phoneError = formState.errors.phone?.message;
  const emailError = formState.errors.email?.message;
  return (
    <form onSubmit={onSend} noValidate>
      <p id={id("method-label")} className="font-semibold">
        Login with Phone or Email
      </p>
      <Controller
        control={control}
        name="email_phn_flag"
        render={({ field }) => (
          <RadioGroup.Root
            aria-labelledby={id("method-label")}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              setSendError(null);
              void trigger();
            }}
            orientation="horizontal"
            className="mt-2 flex gap-6"
          >
            {[
              [EMAIL_PHONE_FLAG.phone, "Phone"],
              [EMAIL_PHONE_FLAG.email, "Email"],
            ].map(([value, label]) => (
              <div key={value} className="flex min-h-11 items-center gap-2">
                <RadioGroup.Item
                  id={id(`method-${value}`)}
                  value={value as string}
                  className="flex size-6 items-center justify-center rounded-full border-2 border-primary-700 bg-white"
                >
                  <RadioGroup.Indicator className="size-3 rounded-full bg-primary-700" />
                </RadioGroup.Item>
                <label htmlFor={id(`method-${value}`)} className="cursor-pointer py-2 pr-2">
                  {label}
                </label>
              </div>
            ))}
          </RadioGroup.Root>
        )}
      />

      {flag === EMAIL_PHONE_FLAG.phone ? (
        <div className="mt-4">
          <label htmlFor={id("phone")} className="font-semibold">
            Phone number
          </label>
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <div className="mt-1 flex">
                <span
                  id={id("dial")}
                  className="inline-flex items-center rounded-l-lg border-2 border-r-0 border-muted bg-primary-50 px-3 text-lg font-semibold"
                >
                  {DEFAULT_COUNTRY_DIAL_CODE}
                </span>
                <input
                  id={id("phone")}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(sanitizePhoneInput(event.target.value));
                    if (sendError) setSendError(null);
                  }}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={PHONE_DIGITS}
                  aria-invalid={fieldState.invalid || undefined}
                  aria-describedby={[
                    id("dial"),
                    phoneError ? id("phone-error") : null,
                    sendError ? id("send-error") : null,
                  ]
                    .filter(Boolean)
                    .join(" ")}
                  className={`${INPUT} rounded-l-none`}
                />
              </div>
            )}
          />
          {phoneError ? <FieldError id={id("phone-error")}>{phoneError}</FieldError> : null}
        </div>
      ) : (
        <div className="mt-4">
          <label htmlFor={id("email")} className="font-semibold">
            Email address
          </label>
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <input
                id={id("email")}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  if (sendError) setSendError(null);
                }}
                type="email"
                autoComplete="email"
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={
                  [emailError ? id("email-error") : null, sendError ? id("send-error") : null]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                className={`${INPUT} mt-1`}
              />
            )}
          />
          {emailError ? <FieldError id={id("email-error")}>{emailError}</FieldError> : null}
        </div>
      )}

      <div role="alert">{sendError ? <FieldError id={id("send-error")}>{sendError}</FieldError> : null}</div>

      <button
        type="submit"
        disabled={!formState.isValid || sending}
        className="btn btn-primary mt-5 w-full disabled:cursor-not-allowed disabled:bg-muted"
      >
        {sending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : null}
        SEND OTP
      </button>
    </form>
  );
}
