import { type DialCode, PHONE_COUNTRIES } from "@eldercare/contracts";
import { ChevronDown } from "lucide-react";

interface Props {
  value: DialCode;
  onChange: (dialCode: DialCode) => void;
  /** The codes offered: every member country (default), or the enquiry's three (spec §5). */
  options?: readonly { code: DialCode; label: string }[];
  disabled?: boolean;
}

/**
 * The country-code picker before a phone input ("+91 India" first, the spec's default). Its list names
 * each country; closed, it shows the code alone, so the number keeps its room on a phone (a native
 * select would cut "+966 Saudi Arabia" short). Screen readers read the select's own chosen option.
 */
export function DialCodeSelect({ value, onChange, options = PHONE_COUNTRIES, disabled = false }: Props) {
  return (
    <div className="relative shrink-0">
      <select
        aria-label="Country code"
        className="min-h-12 w-[6.75rem] appearance-none rounded-l-lg border-2 border-r-0 border-muted bg-primary-50 px-3 font-semibold text-transparent disabled:opacity-100 [&>option]:text-ink"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as DialCode)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.code} {option.label}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center gap-1 px-3 font-semibold text-ink"
      >
        {value}
        {disabled ? null : <ChevronDown className="size-4" />}
      </span>
    </div>
  );
}
