import { sanitizeNameInput } from "@eldercare/contracts";
import { TextField, type TextFieldProps } from "./text-field.tsx";

/**
 * A person's full name (spec §5): required, and while typing non-letters are dropped and runs of
 * spaces collapsed (the contract's sanitizeNameInput), so the rules rarely have to speak.
 */
export function FullNameField({ label = "Full name", onChange, ...props }: Partial<TextFieldProps>) {
  return (
    <TextField
      label={label}
      required
      autoComplete="name"
      {...props}
      onChange={(event) => {
        event.target.value = sanitizeNameInput(event.target.value);
        return onChange?.(event);
      }}
    />
  );
}

/**
 * The name of someone to call (the loved one's contact on site, an emergency contact; issue 42): kept
 * exactly as typed ("Rina Das (housekeeper)", a name in Bengali script); a character no name needs is
 * refused with the contract's reason, never dropped while typing.
 */
export function ContactNameField({ label = "Name", ...props }: Partial<TextFieldProps>) {
  return <TextField label={label} required autoComplete="off" {...props} />;
}
