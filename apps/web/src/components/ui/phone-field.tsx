import { DEFAULT_COUNTRY_DIAL_CODE, type DialCode, sanitizePhoneInput } from "@eldercare/contracts";
import { useId } from "react";
import { DialCodeSelect } from "./dial-code-select.tsx";
import { describedBy, INPUT } from "./field-parts.tsx";
import { FormField, splitFieldProps } from "./form-field.tsx";
import type { TextFieldProps } from "./text-field.tsx";

/** No maxLength: a number is never cut, a wrong one is refused beside the field (decision 0068). */
interface PhoneFieldProps extends Omit<TextFieldProps, "maxLength"> {
  /** The number's dialling code (default +91, shown fixed). */
  dialCode?: DialCode;
  /** Given: the dialling code is a choice of every member country (a login from abroad). */
  onDialCodeChange?: (dialCode: DialCode) => void;
}

/**
 * A mobile number: +91 shown fixed before the input (and read as part of its description), or a
 * country picker when the number may be from abroad; digits only while typing (the contract's
 * sanitizePhoneInput drops separators and a pasted dialling code, never a digit typed).
 */
export function PhoneField({
  dialCode = DEFAULT_COUNTRY_DIAL_CODE,
  onDialCodeChange,
  ...props
}: PhoneFieldProps) {
  const [frame, { inputClassName = "", onChange, ...input }] = splitFieldProps(props);
  const prefixId = useId();
  return (
    <FormField {...frame}>
      {(control) => (
        <div className="mt-1.5 flex">
          {onDialCodeChange ? (
            <DialCodeSelect value={dialCode} onChange={onDialCodeChange} />
          ) : (
            <span
              id={prefixId}
              className="inline-flex min-h-12 items-center rounded-l-lg border-2 border-r-0 border-muted bg-primary-50 px-3 font-semibold"
            >
              {dialCode}
            </span>
          )}
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...input}
            {...control}
            aria-describedby={describedBy(!onDialCodeChange && prefixId, control["aria-describedby"])}
            className={`${INPUT} rounded-l-none ${inputClassName}`}
            onChange={(event) => {
              event.target.value = sanitizePhoneInput(event.target.value, dialCode);
              return onChange?.(event);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
