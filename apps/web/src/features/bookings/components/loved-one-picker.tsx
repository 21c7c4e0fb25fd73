import type { LovedOne } from "@eldercare/contracts";
import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import { describedBy, FieldError, RequiredMark } from "../../../components/ui/field-parts.tsx";

interface Props {
  lovedOnes: readonly LovedOne[];
  value: number;
  onChange: (lovedOne: LovedOne) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: string | undefined;
}

const CARD =
  "flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border-2 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700";

/** Who the visit is for: the member's loved ones as radio cards (name, relationship, where care happens). */
export function LovedOnePicker({ lovedOnes, value, onChange, onBlur, hint, error }: Props) {
  const uid = useId();
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  return (
    <fieldset
      aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend className="font-semibold">
        Who is the visit for?
        <RequiredMark />
      </legend>
      {hint !== undefined ? (
        <p id={hintId} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {lovedOnes.map((l) => {
          const checked = l.loved_one_id === value;
          return (
            <label
              key={l.loved_one_id}
              className={`${CARD} ${checked ? "border-primary-700 bg-primary-50" : "border-muted bg-white hover:bg-primary-50"}`}
            >
              <input
                type="radio"
                name={`${uid}-loved-one`}
                value={l.loved_one_id}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(l)}
              />
              <span
                aria-hidden="true"
                className={`mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                  checked ? "border-primary-700 bg-primary-700 text-white" : "border-muted"
                }`}
              >
                {checked ? <Check className="size-4" strokeWidth={3} /> : null}
              </span>
              <span className="min-w-0">
                <span className="block text-lg font-bold break-words text-ink">{l.full_name}</span>
                <span className="block text-muted">
                  {l.relationship}, {l.age} years
                </span>
                <span className="block text-base wrap-anywhere text-muted">
                  {l.city_name}, {l.state_name}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
