import { Check } from "lucide-react";
import { useId } from "react";

interface ChoiceGroupProps<T extends string> {
  /** The visible label of the group (its accessible name). */
  label: string;
  /** A short explanation under the label (its accessible description). */
  hint?: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A single choice shown as a row of segments: native radio buttons (arrow keys move between options and
 * choose). The chosen option is filled, bold and ticked, so it never relies on colour alone. With large
 * text the segments wrap onto a second line rather than run off the screen. Native
 * inputs rather than a component library: the home page's plan table uses it on the first load.
 */
export function ChoiceGroup<T extends string>({
  label,
  hint,
  options,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  const labelId = useId();
  const hintId = useId();
  const name = useId();
  return (
    <div>
      <p id={labelId} className="font-semibold text-ink">
        {label}
      </p>
      {hint ? (
        <p id={hintId} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        className="mt-2 inline-flex w-full flex-wrap rounded-lg border-2 border-primary-700 bg-white p-1 sm:w-auto"
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`relative inline-flex min-h-11 min-w-0 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-4 text-center sm:flex-none sm:px-5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus-ring)] ${
                checked
                  ? "bg-primary-700 font-bold text-white"
                  : "font-medium text-primary-800 hover:bg-primary-50"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                // Covers the whole segment, unseen: a tap anywhere on it is a tap on the radio button.
                className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              />
              {checked ? <Check aria-hidden="true" className="size-5" strokeWidth={3} /> : null}
              {option.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
