import { type Control, useController } from "react-hook-form";
import { ChoiceGroup } from "../../../components/ui/choice-group.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import type { EnquiryFormValues } from "../lib/enquiry-request.ts";

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MERIDIEMS = [
  { value: "AM" as const, label: "AM" },
  { value: "PM" as const, label: "PM" },
];

/** "Please call me back" and, when asked for, the preferred hour, 1 to 12 with AM or PM (spec §5; default 9 AM). */
export function CallbackTimeField({ control }: { control: Control<EnquiryFormValues> }) {
  const requested = useController({ control, name: "is_callback" }).field;
  const hour = useController({ control, name: "callback_hour" }).field;
  const meridiem = useController({ control, name: "callback_meridiem" }).field;
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 font-semibold">Callback</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary-700"
          checked={requested.value}
          onChange={(e) => requested.onChange(e.target.checked)}
        />
        Please call me back
      </label>
      {requested.value ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <SelectField
            label="Preferred time (India time)"
            className="w-56"
            value={hour.value}
            onChange={(e) => hour.onChange(Number(e.target.value))}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h}:00
              </option>
            ))}
          </SelectField>
          <ChoiceGroup
            label="AM or PM"
            options={MERIDIEMS}
            value={meridiem.value}
            onChange={meridiem.onChange}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
