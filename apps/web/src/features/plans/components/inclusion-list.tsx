import type { PlanInclusion } from "@eldercare/contracts";
import { Check } from "lucide-react";
import { useId } from "react";
import { inclusionDetail } from "../../../lib/plan-inclusions.ts";

/** "What's included" in one tier, from the catalogue: each kind of service with the tier's text. */
export function InclusionList({
  title,
  items,
  className = "",
}: {
  title: string;
  items: readonly PlanInclusion[];
  className?: string;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="text-lg font-bold text-primary-800">
        {title}
      </h3>
      <ul className="mt-2 space-y-1.5 text-base">
        {items.map((item) => (
          <li key={item.kind} data-kind={item.kind} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary-700" strokeWidth={3} />
            <span>
              {item.label}
              {item.detail !== null ? (
                <>
                  : <span className="font-semibold">{inclusionDetail(item)}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
