import type { UseFormRegisterReturn } from "react-hook-form";
import { FullNameField } from "../../../components/ui/full-name-field.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

interface Props {
  /** Each field's registration (`register("full_name")`, …). */
  fields: { full_name: UseFormRegisterReturn; phone: UseFormRegisterReturn; email: UseFormRegisterReturn };
  /** Each field's message, beside it. */
  errors: { full_name?: { message?: string }; phone?: { message?: string }; email?: { message?: string } };
  /** The email field's label, and whether it must be given ("Email", or "Email (optional)"). */
  email: { label: string; required: boolean };
}

/**
 * Who someone the console adds is — a companion, a member of staff: their full name (across the form), the
 * mobile number that is their login and their email. Browsers' autofill is off: it is not the
 * administrator's own details being typed.
 */
export function LoginContactFields({ fields, errors, email }: Props) {
  return (
    <>
      <FullNameField
        className="sm:col-span-2"
        autoComplete="off"
        error={errors.full_name?.message}
        {...fields.full_name}
      />
      <PhoneField
        label="Mobile number"
        required
        hint="Their login: they get a one-time code on this phone."
        autoComplete="off"
        error={errors.phone?.message}
        {...fields.phone}
      />
      <TextField
        label={email.label}
        type="email"
        required={email.required}
        autoComplete="off"
        error={errors.email?.message}
        {...fields.email}
      />
    </>
  );
}
