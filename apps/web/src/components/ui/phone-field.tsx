import { DEFAULT_COUNTRY_DIAL_CODE, sanitizePhoneInput } from "@eldercare/contracts";
import { useId } from "react";
import { describedBy, INPUT } from "./field-parts.tsx";
import { FormField, splitFieldProps } from "./form-field.tsx";
import type { TextFieldProps } from "./text-field.tsx";

/**
 * An Indian mobile number: +91 shown fixed before the input (and read as part of its description),
 * digits only while typing (the contract's sanitizePhoneInput drops a pasted +91 or trunk 0).
 */
export function PhoneField(props: TextFieldProps) {
  const [frame, { inputClassName = "", onChange, ...input }] = splitFieldProps(props);
  const prefixId = useId();
  return (
    <FormField {...frame}>
      {(control) => (
        <div className="mt-1.5 flex">
          <span
            id={prefixId}
            className="inline-flex min-h-12 items-center rounded-l-lg border-2 border-r-0 border-muted bg-primary-50 px-3 font-semibold"
          >
            {DEFAULT_COUNTRY_DIAL_CODE}
          </span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...input}
            {...control}
            aria-describedby={describedBy(prefixId, control["aria-describedby"])}
            className={`${INPUT} rounded-l-none ${inputClassName}`}
            onChange={(event) => {
              event.target.value = sanitizePhoneInput(event.target.value);
              return onChange?.(event);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
