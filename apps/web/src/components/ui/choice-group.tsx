import * as RadioGroup from "@radix-ui/react-radio-group";
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
 * A single choice shown as a row of segments: a radio group (arrow keys move between options). The chosen
 * option is filled, bold and ticked, so it never relies on colour alone.
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
      <RadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        orientation="horizontal"
        value={value}
        onValueChange={(next) => {
          const option = options.find((o) => o.value === next);
          if (option) onChange(option.value);
        }}
        className="mt-2 inline-flex w-full rounded-lg border-2 border-primary-700 bg-white p-1 sm:w-auto"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md px-4 font-medium text-primary-800 hover:bg-primary-50 data-[state=checked]:bg-primary-700 data-[state=checked]:font-bold data-[state=checked]:text-white sm:flex-none sm:px-5"
          >
            <RadioGroup.Indicator className="inline-flex">
              <Check aria-hidden="true" className="size-5" strokeWidth={3} />
            </RadioGroup.Indicator>
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
