import {
  RELATIONSHIP_MAX,
  RELATIONSHIPS,
  type Relationship,
  TIMINGS,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import { Check, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toggleRelationship } from "../../lib/relationships.ts";
import { describedBy, FieldError } from "./field-parts.tsx";

interface Props {
  value: Relationship[];
  onChange: (next: Relationship[]) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * Relationship multi-select (spec §5): checkboxes styled as chips, at least one and at most two. A
 * third choice is refused and 'Maximum limit reached! …' shows for 3 seconds.
 */
export function RelationshipPicker({ value, onChange, onBlur, error }: Props) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const [warning, setWarning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function toggle(choice: Relationship) {
    const { next, limitReached } = toggleRelationship(value, choice);
    if (limitReached) {
      setWarning(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setWarning(false), TIMINGS.warningMs);
      return;
    }
    setWarning(false);
    onChange(next);
  }

  return (
    <fieldset
      aria-describedby={describedBy(id("hint"), error && id("error"), warning && id("warning"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend className="font-semibold">
        Relationship <span className="font-normal text-muted">(required)</span>
      </legend>
      <p id={id("hint")} className="text-base text-muted">
        Who is the care for? Choose up to {RELATIONSHIP_MAX}.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {RELATIONSHIPS.map((relationship) => {
          const checked = value.includes(relationship);
          return (
            <label
              key={relationship}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700 ${
                checked ? "border-primary-700 bg-primary-700 text-white" : "border-muted bg-white text-ink"
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => toggle(relationship)}
              />
              {checked ? <Check aria-hidden="true" className="size-5" /> : null}
              {relationship}
            </label>
          );
        })}
      </div>
      {warning ? (
        <p
          id={id("warning")}
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-lg border-2 border-accent-500 bg-accent-100 p-2.5 text-base font-semibold text-ink"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{VALIDATION_MESSAGES.relationshipMax}</span>
        </p>
      ) : null}
      {error ? <FieldError id={id("error")}>{error}</FieldError> : null}
    </fieldset>
  );
}
