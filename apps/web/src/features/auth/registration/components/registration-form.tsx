import {
  type ApiData,
  ID_TYPE,
  idNumberMaxLength,
  REGISTRATION_MESSAGES,
  type RegisterRequest,
} from "@eldercare/contracts";
import { ExternalLink, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { ContactVerificationField } from "../../../../components/ui/contact-verification-field.tsx";
import { describedBy, FieldError } from "../../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../../components/ui/form-alert.tsx";
import { FullNameField } from "../../../../components/ui/full-name-field.tsx";
import { RelationshipPicker } from "../../../../components/ui/relationship-picker.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../../lib/api-client.ts";
import { useContractForm } from "../../../../lib/forms/use-contract-form.ts";
import { useContactVerification } from "../../../../lib/verification/use-contact-verification.ts";
import { useIdTypes } from "../api/use-id-types.ts";
import { useRegisterMember } from "../api/use-register-member.ts";
import {
  canSubmit,
  EMPTY_REGISTRATION,
  formatIdInput,
  idNumberOnTypeChange,
  pendingSteps,
  phoneKey,
  registrationResolver,
  toRegisterRequest,
} from "../lib/registration-request.ts";

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
  const registerMember = useRegisterMember();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const form = useContractForm({
    resolver: registrationResolver,
    defaultValues: EMPTY_REGISTRATION,
    focus: "user_name",
  });
  const { register, control, handleSubmit, formState, watch, setValue, trigger, getFieldState } = form;
  const { errors } = formState;
  const values = watch();

  // Once registered, NEXT stays off while the dialog closes.
  const submitting = registerMember.isPending || registerMember.isSuccess;
  const verifiedPhone =
    phone.step === "verified" && phone.sentTo !== null
      ? phoneKey({ country_code: phone.sentDialCode, phone: phone.sentTo })
      : null;
  const verifiedEmail = email.step === "verified" ? email.sentTo : null;
  const ready = canSubmit({ values, verifiedPhone, verifiedEmail, submitting });
  const pending = pendingSteps({ values, verifiedPhone, verifiedEmail });

  const onSubmit = handleSubmit(async (valid) => {
    if (!ready || !phone.token || !email.token) return;
    setSubmitError(null);
    const body: RegisterRequest = toRegisterRequest(valid, { phone: phone.token, email: email.token });
    try {
      onRegistered(await registerMember.mutateAsync(body));
    } catch (error) {
      const message = firstErrorMessage(error);
      setSubmitError(message);
    }
  });

  const idTypeField = register("id_type", { valueAsNumber: true });
  const idNo = register("id_no");
  const idType = values.id_type;
  const idLabel = idTypes.find((t) => t.domain_code === idType)?.domain_value ?? "ID";

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-base text-muted">
        All fields are required. Your phone and email are each confirmed with a one-time code (OTP).
      </p>

      <FullNameField error={errors.user_name?.message} {...register("user_name")} />

      <ContactVerificationField
        control={control}
        name="phone"
        verification={phone}
        dialCode={values.country_code}
        onDialCodeChange={(code) => {
          setValue("country_code", code);
          // The number is checked against the country it is now from.
          if (values.phone) void trigger("phone");
        }}
      />
      <ContactVerificationField control={control} name="email" verification={email} />

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

      <SelectField
        label="ID type"
        required
        error={errors.id_type?.message}
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
      </SelectField>

      <TextField
        label={`${idLabel} number`}
        required
        inputMode={idType === ID_TYPE.aadhaar ? "numeric" : "text"}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={idNumberMaxLength(idType)}
        inputClassName="uppercase"
        hint={REGISTRATION_MESSAGES.idWhy}
        error={errors.id_no?.message}
        {...idNo}
        onChange={(event) => {
          event.target.value = formatIdInput(idType, event.target.value);
          return idNo.onChange(event);
        }}
      />

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

      <FormAlert message={submitError} />

      <div>
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={!ready}
          aria-describedby={pending.length > 0 ? id("pending") : undefined}
        >
          {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          NEXT
        </button>
        {pending.length > 0 ? (
          <p id={id("pending")} className="mt-2 text-base text-muted">
            {REGISTRATION_MESSAGES.pending(pending)}
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
