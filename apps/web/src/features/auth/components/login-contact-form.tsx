import { EMAIL_PHONE_FLAG } from "@eldercare/contracts";
import * as RadioGroup from "@radix-ui/react-radio-group";
import { LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import {
  contactOf,
  type LoginContact,
  type LoginFormValues,
  sendErrorMessage,
} from "../lib/login-request.ts";
import { ENGLISH_LOGIN_WORDS, type LoginWords } from "../lib/login-words.ts";

const METHODS = [
  [EMAIL_PHONE_FLAG.phone, "Phone"],
  [EMAIL_PHONE_FLAG.email, "Email"],
] as const;

interface Props {
  /** Kept by the parent, so the values survive the code step and "Back". */
  form: UseFormReturn<LoginFormValues>;
  /** Sends the code; rejects with the refusal, shown here. */
  onSend: (contact: LoginContact) => Promise<void>;
  /** An Indian mobile number only (the companion's app): no choice of email or country. */
  phoneOnly?: boolean;
  /** The phone step's words (English unless given). */
  words?: LoginWords;
}

/** Step one of a login (spec §4/§5): Login with Phone or Email, then SEND OTP once the value is valid. */
export function LoginContactForm({ form, onSend, phoneOnly = false, words = ENGLISH_LOGIN_WORDS }: Props) {
  const uid = useId();
  const sendErrorId = `${uid}-send-error`;
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const { control, handleSubmit, formState, register, setValue, trigger, watch } = form;
  const flag = watch("email_phn_flag");
  const dialCode = watch("country_code");
  // Editing the value clears a refusal of the last one.
  const clearSendError = { onChange: () => setSendError(null) };

  const submit = handleSubmit(async (values) => {
    if (sending) return;
    setSending(true);
    setSendError(null);
    try {
      await onSend(contactOf(values));
    } catch (error) {
      // Spec §4/§8: BE005 (and any other refusal) keeps the form, with the server's message.
      setSendError(words.message(sendErrorMessage(error)));
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {phoneOnly ? null : (
        <p id={`${uid}-method`} className="font-semibold">
          Login with Phone or Email
        </p>
      )}
      {phoneOnly ? null : (
        <Controller
          control={control}
          name="email_phn_flag"
          render={({ field }) => (
            <RadioGroup.Root
              aria-labelledby={`${uid}-method`}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                setSendError(null);
                void trigger();
              }}
              orientation="horizontal"
              className="mt-2 flex gap-6"
            >
              {METHODS.map(([value, label]) => (
                <div key={value} className="flex min-h-11 items-center gap-2">
                  <RadioGroup.Item
                    id={`${uid}-method-${value}`}
                    value={value}
                    className="flex size-6 items-center justify-center rounded-full border-2 border-primary-700 bg-white"
                  >
                    <RadioGroup.Indicator className="size-3 rounded-full bg-primary-700" />
                  </RadioGroup.Item>
                  <label htmlFor={`${uid}-method-${value}`} className="cursor-pointer py-2 pr-2">
                    {label}
                  </label>
                </div>
              ))}
            </RadioGroup.Root>
          )}
        />
      )}

      {flag === EMAIL_PHONE_FLAG.phone ? (
        <PhoneField
          label={phoneOnly ? words.mobileNumber : "Phone number"}
          className={phoneOnly ? undefined : "mt-4"}
          dialCode={dialCode}
          onDialCodeChange={
            phoneOnly
              ? undefined
              : (code) => {
                  setValue("country_code", code);
                  setSendError(null);
                  // The number is checked against the country it is now from.
                  if (form.getValues("phone")) void trigger("phone");
                }
          }
          error={formState.errors.phone?.message && words.message(formState.errors.phone.message)}
          alsoDescribedBy={[sendError && sendErrorId]}
          {...register("phone", clearSendError)}
        />
      ) : (
        <TextField
          label="Email address"
          className="mt-4"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          alsoDescribedBy={[sendError && sendErrorId]}
          {...register("email", clearSendError)}
        />
      )}

      <div role="alert">{sendError ? <FieldError id={sendErrorId}>{sendError}</FieldError> : null}</div>

      <button type="submit" disabled={!formState.isValid || sending} className="btn btn-primary mt-5 w-full">
        {sending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : null}
        {words.sendCode}
      </button>
    </form>
  );
}
