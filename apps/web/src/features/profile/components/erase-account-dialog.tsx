import {
  OTP_LENGTH,
  PRIVACY_MESSAGES,
  type Profile,
  phoneText,
  SUBSCRIPTION_HELD_STATUSES,
} from "@eldercare/contracts";
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { emptyDigits, isComplete } from "../../../components/ui/otp-digits.ts";
import { OtpInput, type OtpInputHandle } from "../../../components/ui/otp-input.tsx";
import { ApiError, firstErrorMessage } from "../../../lib/api-client.ts";
import { formatCountdown, resendCountdownSeconds } from "../../../lib/countdown.ts";
import { useCountdown } from "../../../lib/use-countdown.ts";
import { useEraseAccount } from "../api/use-erase-account.ts";
import { useSendErasureCode } from "../api/use-send-erasure-code.ts";

interface Props {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A plan that is running or paid for: erasing ends it (the refund terms are shown first). */
export function hasLivePlan(profile: Pick<Profile, "subscriptions">): boolean {
  return profile.subscriptions.some((s) => SUBSCRIPTION_HELD_STATUSES.includes(s.status));
}

/**
 * "Erase my account" (decision 0021): what happens and what is kept, the refund terms when a plan is
 * running or paid for, then a code to the registered phone, and the code to confirm.
 */
export function EraseAccountDialog({ profile, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Erase your account"
      size="sm"
      description="This cannot be undone."
    >
      {open ? <EraseAccountSteps profile={profile} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EraseAccountSteps({ profile, onCancel }: { profile: Profile; onCancel: () => void }) {
  const uid = useId();
  const sendCode = useSendErasureCode();
  const erase = useEraseAccount(profile.user_id);
  const countdown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [sendError, setSendError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const otpRef = useRef<OtpInputHandle>(null);
  // Focus goes to the first box when the code is sent and whenever the boxes are cleared (after the
  // boxes are enabled again, hence an effect).
  const [focusRequest, setFocusRequest] = useState(0);
  const erasing = erase.isPending || erase.isSuccess;
  const phone = phoneText(profile.country_code, profile.phone);

  useEffect(() => {
    if (focusRequest > 0 && !erasing) otpRef.current?.focusFirst();
  }, [focusRequest, erasing]);

  async function send() {
    setSendError(null);
    setOtpError(null);
    try {
      const data = await sendCode.mutateAsync(profile);
      countdown.start(resendCountdownSeconds(data.resend_timeout));
      setDigits(emptyDigits(OTP_LENGTH));
      setCodeSent(true);
      setFocusRequest((n) => n + 1);
    } catch (error) {
      setSendError(firstErrorMessage(error));
    }
  }

  async function confirm() {
    if (!isComplete(digits) || erasing) return;
    setOtpError(null);
    try {
      await erase.mutateAsync(digits.join(""));
    } catch (error) {
      const wrong =
        error instanceof ApiError && (error.code === "BE007" || error.status === 400 || error.status === 422);
      setOtpError(wrong ? PRIVACY_MESSAGES.erasureCodeInvalid : firstErrorMessage(error));
      setDigits(emptyDigits(OTP_LENGTH));
      setFocusRequest((n) => n + 1);
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <p className="font-semibold">When your account is erased:</p>
        <ul className="mt-1 list-disc space-y-1 pl-6">
          <li>your name, phone, email, address and ID document are removed;</li>
          <li>your loved ones' details are deleted;</li>
          <li>you are logged out everywhere, and your phone and email are free to register again.</li>
        </ul>
        <p className="mt-2">
          We keep your payments and GST invoices (with your name as printed on them) for the time tax law
          requires.
        </p>
      </div>

      {hasLivePlan(profile) ? (
        <p className="flex items-start gap-3 rounded-lg border-2 border-accent-500 bg-accent-100 p-3 text-base">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{PRIVACY_MESSAGES.activePlanWarning}</span>
        </p>
      ) : null}

      <p id={`${uid}-hint`} className="text-base text-muted">
        {PRIVACY_MESSAGES.erasureCodeHint}
      </p>

      {!codeSent ? (
        <>
          <FormAlert message={sendError} />
          <DialogActions
            label="Send code"
            tone="danger"
            busy={sendCode.isPending}
            onConfirm={() => void send()}
            onCancel={onCancel}
          />
        </>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p id={`${uid}-sent-to`}>
            Enter the {OTP_LENGTH}-digit code sent to <strong className="whitespace-nowrap">{phone}</strong>
          </p>
          <OtpInput
            ref={otpRef}
            label="One-time code"
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (otpError) setOtpError(null);
            }}
            disabled={erasing}
            invalid={otpError !== null}
            describedBy={otpError ? `${uid}-sent-to ${uid}-otp-error` : `${uid}-sent-to`}
          />
          {otpError ? (
            <div role="alert">
              <FieldError id={`${uid}-otp-error`}>{otpError}</FieldError>
            </div>
          ) : null}
          {sendError ? (
            <div role="alert">
              <FieldError id={`${uid}-send-error`}>{sendError}</FieldError>
            </div>
          ) : null}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
            <button
              type="button"
              className="min-h-11 font-semibold text-primary-700 underline underline-offset-4 disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
              disabled={countdown.secondsLeft > 0 || sendCode.isPending || erasing}
              onClick={() => void send()}
            >
              Resend code
            </button>
            {countdown.secondsLeft > 0 ? (
              <span className="text-muted">
                available in{" "}
                <span className="font-semibold tabular-nums">{formatCountdown(countdown.secondsLeft)}</span>
              </span>
            ) : null}
          </p>
          <DialogActions
            label={PRIVACY_MESSAGES.confirmErase}
            tone="danger"
            busy={erasing}
            disabled={!isComplete(digits)}
            onCancel={onCancel}
            cancelDisabled={erasing}
          />
        </form>
      )}
    </div>
  );
}
