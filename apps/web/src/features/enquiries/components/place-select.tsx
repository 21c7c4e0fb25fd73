import { useId } from "react";
import { describedBy, FieldError, INPUT } from "../../../components/ui/field-parts.tsx";

interface Props {
  label: string;
  /** 0: nothing chosen yet (the placeholder). */
  value: number;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** The placeholder's text, e.g. "Choose your city" (or "Loading cities..."). */
  placeholder: string;
  disabled: boolean;
  error: string | undefined;
  hint?: string;
  onChange: (id: number) => void;
  onBlur: () => void;
}

/** A required choice of country or city, with its hint and its message. */
export function PlaceSelect({
  label,
  value,
  options,
  placeholder,
  disabled,
  error,
  hint,
  onChange,
  onBlur,
}: Props) {
  const uid = useId();
  return (
    <div>
      <label htmlFor={`${uid}-select`} className="block font-semibold">
        {label} <span className="font-normal text-muted">(required)</span>
      </label>
      <select
        id={`${uid}-select`}
        className={`${INPUT} mt-1.5 disabled:bg-primary-50 disabled:text-muted`}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${uid}-hint`, error && `${uid}-error`)}
        onChange={(e) => onChange(Number(e.target.value))}
        onBlur={onBlur}
      >
        <option value={0}>{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${uid}-hint`} className="mt-1 text-base text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${uid}-error`}>{error}</FieldError> : null}
    </div>
  );
}
