import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { SelectField } from "./select-field.tsx";

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** A form field holding a place id; 0 while nothing is chosen (the placeholder). */
  name: FieldPathByValue<T, number>;
  label: string;
  /** Adds "(required)" to the label (default true). */
  required?: boolean;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** The placeholder's text, e.g. "Choose your city" (or "Loading cities..."). */
  placeholder: string;
  disabled: boolean;
  hint?: string;
  /** Called with the id just chosen (the city list follows the country). */
  onPicked?: (id: number) => void;
}

/**
 * A choice of country, state or city. Choosing answers the question, so the choice is checked at
 * once (as if the field had been left), not only after leaving it.
 */
export function PlaceSelect<T extends FieldValues>({
  control,
  name,
  label,
  required = true,
  options,
  placeholder,
  disabled,
  hint,
  onPicked,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      label={label}
      required={required}
      hint={hint}
      error={fieldState.error?.message}
      inputClassName="disabled:bg-primary-50 disabled:text-muted"
      disabled={disabled}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={(event) => {
        const id = Number(event.target.value);
        field.onChange(id);
        field.onBlur();
        onPicked?.(id);
      }}
      onBlur={field.onBlur}
    >
      <option value={0}>{placeholder}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}
