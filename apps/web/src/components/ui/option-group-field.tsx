import { Check } from "lucide-react";
import { type ReactNode, type Ref, useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { describedBy, FieldError, RequiredMark } from "./field-parts.tsx";

interface OptionGroupProps<T extends string> {
  /** The group's legend (its accessible name). */
  label: string;
  required?: boolean;
  /** A line under the legend (a rule such as "up to 4"). */
  hint?: ReactNode;
  /** The contract's message for the choice; marks the group invalid. */
  error?: string | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  onBlur?: () => void;
  /** Classes of the wrapper (its place in the form's grid). */
  className?: string;
  /** Grid columns of the options (default: one on a phone, two on wider screens). */
  columnsClassName?: string;
  /** Given the first option's input: a form moves focus there when the group's rule is broken. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The look of one option: a bordered tile, filled and ticked when chosen (never colour alone). */
const TILE =
  "relative flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-lg border-2 px-2.5 py-2 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700";

function OptionGroup<T extends string>({
  label,
  required,
  hint,
  error,
  options,
  onBlur,
  className,
  columnsClassName = "sm:grid-cols-2",
  inputRef,
  type,
  name,
  isChecked,
  onToggle,
}: OptionGroupProps<T> & {
  type: "radio" | "checkbox";
  name: string;
  isChecked: (value: T) => boolean;
  onToggle: (value: T) => void;
}) {
  const uid = useId();
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  return (
    <fieldset
      className={className}
      aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend className="font-semibold">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint !== undefined ? (
        <p id={hintId} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${columnsClassName}`}>
        {options.map((option, index) => {
          const checked = isChecked(option.value);
          return (
            <label
              key={option.value}
              className={`${TILE} ${
                checked ? "border-primary-700 bg-primary-700 text-white" : "border-muted bg-white text-ink"
              }`}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type={type}
                name={name}
                value={option.value}
                className="sr-only"
                checked={checked}
                onChange={() => onToggle(option.value)}
              />
              <span
                aria-hidden="true"
                className={`inline-flex size-5 shrink-0 items-center justify-center border-2 ${
                  type === "radio" ? "rounded-full" : "rounded"
                } ${checked ? "border-white" : "border-muted"}`}
              >
                {checked ? <Check className="size-4" strokeWidth={3} /> : null}
              </span>
              {option.label}
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** One choice from a few, as a group of radio buttons under a legend, with its message. */
export function RadioGroupField<T extends string>({
  value,
  onChange,
  ...props
}: OptionGroupProps<T> & { value: T | ""; onChange: (value: T) => void }) {
  const name = useId();
  return (
    <OptionGroup
      {...props}
      type="radio"
      name={name}
      isChecked={(v) => v === value}
      onToggle={(v) => onChange(v)}
    />
  );
}

/** Several choices from a list, as a group of check boxes under a legend, with its message. */
export function CheckboxGroupField<T extends string>({
  value,
  onChange,
  ...props
}: OptionGroupProps<T> & { value: readonly T[]; onChange: (value: T[]) => void }) {
  const name = useId();
  return (
    <OptionGroup
      {...props}
      type="checkbox"
      name={name}
      isChecked={(v) => value.includes(v)}
      onToggle={(v) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v])}
    />
  );
}

/** Where a bound group keeps its value: a field of a react-hook-form form. */
type BoundTo<F extends FieldValues> = { control: Control<F>; name: FieldPath<F> };
type Bound<T extends string, F extends FieldValues> = Omit<OptionGroupProps<T>, "error" | "onBlur"> &
  BoundTo<F>;

/**
 * Binds a group to its form field: a choice counts as leaving the field, so its rule speaks at once, and
 * the form can focus the group when it is the first with a message.
 */
function useBoundGroup<F extends FieldValues>({ control, name }: BoundTo<F>) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value,
    onChange: (next: unknown) => {
      field.onChange(next);
      field.onBlur();
    },
    onBlur: field.onBlur,
    error: fieldState.error?.message,
    // A submit with the group's rule broken focuses its first option, scrolling it into view (issue 41).
    inputRef: field.ref,
  };
}

/** RadioGroupField bound to a form field. */
export function RadioGroupController<T extends string, F extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, F>) {
  return <RadioGroupField<T> {...props} {...useBoundGroup({ control, name })} />;
}

/** CheckboxGroupField bound to a form field. */
export function CheckboxGroupController<T extends string, F extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, F>) {
  return <CheckboxGroupField<T> {...props} {...useBoundGroup({ control, name })} />;
}
