import { type ApiData, ID_TYPE, idNumberMaxLength, sanitizeNameInput } from "@eldercare/contracts";
import { CircleAlert, ExternalLink, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ContactVerificationField } from "../../../../components/ui/contact-verification-field.tsx";
import { describedBy, FieldError, INPUT } from "../../../../components/ui/field-parts.tsx";
import { firstErrorMessage } from "../../../../lib/api-client.ts";
import { toastNotifier } from "../../../../lib/notify.ts";
import { useContactVerification } from "../../../../lib/verification/use-contact-verification.ts";
import { registerMember } from "../api/register-member.ts";
import { useIdTypes } from "../api/use-id-types.ts";
import {
  canSubmit,
  EMPTY_REGISTRATION,
  formatIdInput,
  idNumberOnTypeChange,
  pendingSteps,
  type RegistrationValues,
  registrationResolver,
  toRegisterRequest,
} from "../lib/registration-form.ts";
import { RelationshipPicker } from "./relationship-picker.tsx";

interface Props {
  onRegistered: (member: ApiData<"register">) => void;
}

/** The "Register Now" form (spec §3–§5): every rule from the contract, NEXT once all is valid and verified. */
export function RegistrationForm({ onRegistered }: Props) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const phone = useContactVerification("phone");
  const email = useContactVerification("email");
  const { idTypes } = useIdTypes();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  const form = useForm<RegistrationValues>({
    resolver: registrationResolver,
    defaultValues: EMPTY_REGISTRATION,
    mode: "onTouched",
  });
  const { register, control, handleSubmit, formState, watch, setValue, trigger, getFieldState, setFocus } =
    form;
  const { errors } = formState;
  const values = watch();

  // The first field takes focus when the dialog opens (this runs before the dialog's own autofocus,
  // which then leaves focus where it is).
  useEffect(() => {
    setFocus("user_name");
  }, [setFocus]);
  useEffect(() => {
    if (submitError) errorRef.current?.focus();
  }, [submitError]);

  const verifiedPhone = phone.step === "verified" ? phone.sentTo : null;
  const verifiedEmail = email.step === "verified" ? email.sentTo : null;
  const ready = canSubmit({ values, verifiedPhone, verifiedEmail, submitting });
  const pending = pendingSteps({ values, verifiedPhone, verifiedEmail });

  const onSubmit = handleSubmit(async (valid) => {
    if (!ready || !phone.token || !email.token) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const member = await registerMember(
        toRegisterRequest(valid, { phone: phone.token, email: email.token }),
      );
      onRegistered(member);
    } catch (error) {
      const message = firstErrorMessage(error);
      setSubmitError(message);
      toastNotifier.error(message);
      setSubmitting(false);
    }
  });

  const name = register("user_name");
  const idTypeField = register("id_type", { valueAsNumber: true });
  const idNo = register("id_no");
  const idType = values.id_type;
  const idLabel = idTypes.find((t) => t.domain_code === idType)?.domain_value ?? "ID";

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-base text-muted">
        All fields are required. Your phone and email are each confirmed with a one-time code (OTP).
      </p>

      <div>
        <label htmlFor={id("name")} className="block font-semibold">
          Full name <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          id={id("name")}
          type="text"
          autoComplete="name"
          className={`${INPUT} mt-1.5`}
          aria-invalid={errors.user_name ? true : undefined}
          aria-describedby={describedBy(errors.user_name && id("name-error"))}
          {...name}
          onChange={(event) => {
            event.target.value = sanitizeNameInput(event.target.value);
            return name.onChange(event);
          }}
        />
        {errors.user_name?.message ? (
          <FieldError id={id("name-error")}>{errors.user_name.message}</FieldError>
        ) : null}
      </div>

      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <ContactVerificationField
            verification={phone}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />

      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <ContactVerificationField
            verification={email}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />

      <Controller
        control={control}
        name="user_relation"
        render={({ field, fieldState }) => (
          <RelationshipPicker
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              void trigger("user_relation");
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />

      <div>
        <label htmlFor={id("id-type")} className="block font-semibold">
          ID type <span className="font-normal text-muted">(required)</span>
        </label>
        <select
          id={id("id-type")}
          className={`${INPUT} mt-1.5`}
          aria-invalid={errors.id_type ? true : undefined}
          aria-describedby={describedBy(errors.id_type && id("id-type-error"))}
          {...idTypeField}
          onChange={(event) => {
            const nextType = Number(event.target.value);
            const result = idTypeField.onChange(event);
            // Spec §5: the ID number is checked again against the new type's rules.
            const { value } = idNumberOnTypeChange(nextType, form.getValues("id_no"));
            setValue("id_no", value);
            if (value !== "" || getFieldState("id_no").isTouched) void trigger("id_no");
            return result;
          }}
        >
          {idTypes.map((type) => (
            <option key={type.domain_code} value={type.domain_code}>
              {type.domain_value}
            </option>
          ))}
        </select>
        {errors.id_type?.message ? (
          <FieldError id={id("id-type-error")}>{errors.id_type.message}</FieldError>
        ) : null}
      </div>

      <div>
        <label htmlFor={id("id-no")} className="block font-semibold">
          {idLabel} number <span className="font-normal text-muted">(required)</span>
        </label>
        <input
          id={id("id-no")}
          type="text"
          inputMode={idType === ID_TYPE.aadhaar ? "numeric" : "text"}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={idNumberMaxLength(idType)}
          className={`${INPUT} mt-1.5 uppercase`}
          aria-invalid={errors.id_no ? true : undefined}
          aria-describedby={describedBy(errors.id_no && id("id-no-error"))}
          {...idNo}
          onChange={(event) => {
            event.target.value = formatIdInput(idType, event.target.value);
            return idNo.onChange(event);
          }}
        />
        {errors.id_no?.message ? (
          <FieldError id={id("id-no-error")}>{errors.id_no.message}</FieldError>
        ) : null}
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={id("consent")}
            type="checkbox"
            className="mt-1 size-6 shrink-0 accent-primary-700"
            aria-invalid={errors.consent_accepted ? true : undefined}
            aria-describedby={describedBy(errors.consent_accepted && id("consent-error"))}
            {...register("consent_accepted", {
              // A tick box is answered by ticking it: check it on every change, not only after blur.
              onChange: () => void trigger("consent_accepted"),
            })}
          />
          <label htmlFor={id("consent")} className="text-base">
            I agree to the{" "}
            <PolicyLink href="/documents/terms-and-conditions">Terms and Conditions</PolicyLink> and the{" "}
            <PolicyLink href="/documents/privacy-policy">Privacy Policy</PolicyLink>
          </label>
        </div>
        {errors.consent_accepted?.message ? (
          <FieldError id={id("consent-error")}>{errors.consent_accepted.message}</FieldError>
        ) : null}
      </div>

      {submitError ? (
        <div
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="flex items-start gap-3 rounded-lg border-2 border-danger bg-white p-3 font-semibold text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <p>{submitError}</p>
        </div>
      ) : null}

      <div>
        <button
          type="submit"
          className="btn btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
          disabled={!ready}
          aria-describedby={pending.length > 0 ? id("pending") : undefined}
        >
          {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          NEXT
        </button>
        {pending.length > 0 ? (
          <p id={id("pending")} className="mt-2 text-base text-muted">
            To continue, {pending.join(", ")}.
          </p>
        ) : null}
      </div>
    </form>
  );
}

function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
