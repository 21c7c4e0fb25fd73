import type { Meridiem } from "@eldercare/contracts";
import { useId } from "react";
import { ChoiceGroup } from "../../../components/ui/choice-group.tsx";
import { INPUT } from "../../../components/ui/field-parts.tsx";

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MERIDIEMS = [
  { value: "AM" as const, label: "AM" },
  { value: "PM" as const, label: "PM" },
];

interface Props {
  requested: boolean;
  hour: number;
  meridiem: Meridiem;
  onChange: (patch: { is_callback?: boolean; callback_hour?: number; callback_meridiem?: Meridiem }) => void;
}

/** "Please call me back" and, when asked for, the preferred hour, 1 to 12 with AM or PM (spec §5; default 9 AM). */
export function CallbackTimeField({ requested, hour, meridiem, onChange }: Props) {
  const uid = useId();
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 font-semibold">Callback</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary-700"
          checked={requested}
          onChange={(e) => onChange({ is_callback: e.target.checked })}
        />
        Please call me back
      </label>
      {requested ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <div className="w-56">
            <label htmlFor={`${uid}-hour`} className="block font-semibold">
              Preferred time (India time)
            </label>
            <select
              id={`${uid}-hour`}
              className={`${INPUT} mt-2`}
              value={hour}
              onChange={(e) => onChange({ callback_hour: Number(e.target.value) })}
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {h}:00
                </option>
              ))}
            </select>
          </div>
          <ChoiceGroup
            label="AM or PM"
            options={MERIDIEMS}
            value={meridiem}
            onChange={(callback_meridiem) => onChange({ callback_meridiem })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
