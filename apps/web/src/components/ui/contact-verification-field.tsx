import {
  checkEmail,
  checkPhoneFor,
  DEFAULT_COUNTRY_DIAL_CODE,
  type DialCode,
  OTP_LENGTH,
  sanitizeOtpInput,
  sanitizePhoneInput,
} from "@eldercare/contracts";
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import type { ContactVerification } from "../../lib/verification/use-contact-verification.ts";
import { DialCodeSelect } from "./dial-code-select.tsx";
import { describedBy, FieldError, INPUT, RequiredMark } from "./field-parts.tsx";

interface Props<T extends FieldValues> {
  verification: ContactVerification;
  /** The form and its field holding the phone or email; its message (required, format) shows here. */
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** The phone's dialling code (default +91, shown fixed). */
  dialCode?: DialCode;
  /** Given: the dialling code is a choice (fixed while a code is out) of `dialOptions`. */
  onDialCodeChange?: (dialCode: DialCode) => void;
  /** The codes offered: every member country (default), or the enquiry's three. */
  dialOptions?: readonly { code: DialCode; label: string }[];
  /**
   * The value is already proven another way (a logged-in member's own registered contact): no code is
   * asked for, and this says why. Editing the value to something else makes the parent drop it.
   */
  preVerified?: string;
  /** Classes of the field's wrapper (its place in the form's grid). */
  className?: string;
}

/**
 * Phone or email with its one-time-code proof (spec §4): "Generate OTP" once the value is valid, then
 * a 6-digit code input and "Verify"; verified shows an icon and the word "Verified" and locks the
 * value until "Change".
 */
export function ContactVerificationField<T extends FieldValues>({
  verification: v,
  control,
  name,
  dialCode = DEFAULT_COUNTRY_DIAL_CODE,
  onDialCodeChange,
  dialOptions,
  preVerified,
  className,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const { value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const isPhone = v.channel === "phone";
  const label = isPhone ? "Phone number" : "Email";
  // Locked while a code is out for this value or it is verified; "Change" starts over.
  const locked = v.sentTo !== null;
  const codeOut = v.sentTo !== null && v.step !== "verified";
  const valueValid = (isPhone ? checkPhoneFor(dialCode, value) : checkEmail(value.trim())) === null;
  const otpRef = useRef<HTMLInputElement>(null);
  const verifiedRef = useRef<HTMLParagraphElement>(null);
  const sendErrorRef = useRef<HTMLDivElement>(null);
  const valueInput = useRef<HTMLInputElement | null>(null);
  const previousStep = useRef(v.step);

  // Focus follows the flow: to the code input when the code is sent, to the "Verified" line when
  // verified (the Verify button it came from is gone), and back to the value after "Change".
  useEffect(() => {
    const before = previousStep.current;
    previousStep.current = v.step;
    if (v.step === "sent" && before === "sending") otpRef.current?.focus();
    else if (v.step === "verified" && before !== "verified") verifiedRef.current?.focus();
  }, [v.step]);
  useEffect(() => {
    if (v.sendError) sendErrorRef.current?.focus();
  }, [v.sendError]);

  function change() {
    v.reset();
    requestAnimationFrame(() => valueInput.current?.focus());
  }

  const setRefs = (node: HTMLInputElement | null) => {
    valueInput.current = node;
    field.ref(node);
  };

  return (
    <div className={className}>
      <label htmlFor={id("value")} className="block font-semibold">
        {label}
        <RequiredMark />
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {/* Wide enough for all ten digits after the code ("+91 India" in full); the button wraps below on a phone. */}
        <div className={`flex flex-1 ${onDialCodeChange ? "min-w-[19rem]" : "min-w-[14rem]"}`}>
          {isPhone && onDialCodeChange ? (
            <DialCodeSelect
              value={dialCode}
              onChange={onDialCodeChange}
              disabled={locked}
              {...(dialOptions ? { options: dialOptions } : {})}
            />
          ) : isPhone ? (
            <span
              aria-hidden="true"
              className="inline-flex min-h-12 items-center rounded-l-lg border-2 border-r-0 border-muted bg-primary-50 px-3 font-semibold"
            >
              {dialCode}
            </span>
          ) : null}
          <input
            ref={setRefs}
            id={id("value")}
            name={name}
            type={isPhone ? "tel" : "email"}
            inputMode={isPhone ? "numeric" : "email"}
            autoComplete={isPhone ? "tel-national" : "email"}
            spellCheck={false}
            maxLength={isPhone ? undefined : 254}
            readOnly={v.step !== "idle"}
            className={`${INPUT} ${isPhone ? "rounded-l-none" : ""}`}
            aria-invalid={error && !locked ? true : undefined}
            aria-describedby={describedBy(
              isPhone && id("hint"),
              error && !locked && id("error"),
              v.sendError && id("send-error"),
              (v.step === "verified" || (preVerified && !locked)) && id("verified"),
            )}
            value={value}
            onChange={(event) =>
              onChange(isPhone ? sanitizePhoneInput(event.target.value, dialCode) : event.target.value)
            }
            onBlur={onBlur}
          />
        </div>
        {preVerified && !locked ? null : locked ? (
          <button type="button" className="btn btn-outline shrink-0" onClick={change}>
            Change<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary shrink-0"
            disabled={!valueValid || v.step === "sending"}
            onClick={() => void v.generate(isPhone ? value : value.trim(), dialCode)}
          >
            {v.step === "sending" ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : null}
            Generate OTP<span className="sr-only"> for {label.toLowerCase()}</span>
          </button>
        )}
      </div>
      {isPhone ? (
        <p id={id("hint")} className="mt-1 text-base text-muted">
          {phoneHint(dialCode, Boolean(onDialCodeChange))}
        </p>
      ) : null}
      {error && !locked ? <FieldError id={id("error")}>{error}</FieldError> : null}
      {v.sendError ? (
        <div ref={sendErrorRef} tabIndex={-1} role="alert" id={id("send-error")}>
          <FieldError id={id("send-error-text")}>{v.sendError}</FieldError>
        </div>
      ) : null}

      {codeOut ? (
        <div className="mt-3 rounded-lg border border-line bg-paper p-3">
          <label htmlFor={id("otp")} className="block font-semibold">
            {isPhone ? "Phone OTP" : "Email OTP"}
          </label>
          <p id={id("otp-hint")} className="text-base text-muted">
            Enter the {OTP_LENGTH}-digit code sent to {isPhone ? `${v.sentDialCode} ${v.sentTo}` : v.sentTo}.
          </p>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <input
              ref={otpRef}
              id={id("otp")}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={OTP_LENGTH}
              className={`${INPUT} w-auto min-w-[9rem] flex-1 tracking-[0.3em]`}
              aria-invalid={v.otpError ? true : undefined}
              aria-describedby={describedBy(id("otp-hint"), v.otpError && id("otp-error"))}
              value={v.otp}
              onChange={(event) => v.setOtp(sanitizeOtpInput(event.target.value, OTP_LENGTH))}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  if (v.otp.length === OTP_LENGTH) void v.verify();
                }
              }}
            />
            <button
              type="button"
              className="btn btn-primary shrink-0"
              disabled={v.otp.length !== OTP_LENGTH || v.step === "verifying"}
              onClick={() => void v.verify()}
            >
              {v.step === "verifying" ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : null}
              Verify<span className="sr-only"> {label.toLowerCase()}</span>
            </button>
          </div>
          {v.otpError ? (
            <div role="alert">
              <FieldError id={id("otp-error")}>{v.otpError}</FieldError>
            </div>
          ) : null}
          <p className="mt-2 text-base">
            {v.resendIn > 0 ? (
              <span className="text-muted">You can ask for a new code in {v.resendIn} s.</span>
            ) : (
              <button
                type="button"
                className="min-h-11 font-semibold text-primary-700 underline underline-offset-4"
                onClick={() => v.sentTo && void v.generate(v.sentTo)}
              >
                Resend OTP<span className="sr-only"> to {label.toLowerCase()}</span>
              </button>
            )}
          </p>
        </div>
      ) : null}

      {preVerified && !locked ? (
        <p id={id("verified")} className="mt-1.5 flex items-center gap-2 font-semibold text-primary-700">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {preVerified}
        </p>
      ) : null}
      {v.step === "verified" ? (
        <p
          ref={verifiedRef}
          id={id("verified")}
          tabIndex={-1}
          role="status"
          className="mt-1.5 flex items-center gap-2 font-semibold text-primary-700"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          Verified<span className="sr-only"> {label.toLowerCase()}</span>
        </p>
      ) : null}
    </div>
  );
}

/** What the phone input expects, under it. */
function phoneHint(dialCode: DialCode, choosable: boolean): string {
  if (dialCode !== DEFAULT_COUNTRY_DIAL_CODE)
    return "Mobile number, without the country code or a leading 0.";
  return choosable
    ? "10-digit mobile number, without the country code."
    : `10-digit Indian mobile number; ${dialCode} is added for you.`;
}
