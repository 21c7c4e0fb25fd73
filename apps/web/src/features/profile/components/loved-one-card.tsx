import { displayPhone, type LovedOne, MOBILITY_LABELS } from "@eldercare/contracts";
import type { ReactNode } from "react";

interface Props {
  lovedOne: LovedOne;
  /** The heading level of the name (h3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** Their care schedules, under the details. */
  schedules?: ReactNode;
  /** Buttons under the details (edit, remove). */
  actions?: ReactNode;
}

/** One loved one at a glance: who they are, where care happens, how they get about, who is on site. */
export function LovedOneCard({ lovedOne: l, headingLevel = 3, schedules, actions }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `loved-one-${l.loved_one_id}`;
  const rows: Array<[string, string]> = [
    ["Age", `${l.age} years`],
    ["City", `${l.city_name}, ${l.state_name}`],
    ["Mobility", MOBILITY_LABELS[l.mobility]],
    ["Languages", l.languages.join(", ")],
    ["On-site contact", `${l.contact_name}, ${displayPhone(l.contact_phone)}`],
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-xl border border-line bg-white p-5"
    >
      <Heading id={headingId} className="text-xl font-bold break-words">
        {l.full_name}
      </Heading>
      <p className="font-semibold text-muted">{l.relationship}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className={label === "On-site contact" ? "sm:col-span-2" : undefined}>
            <dt className="text-base font-semibold text-muted">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {schedules}
      {actions ? <div className="mt-4 flex flex-wrap gap-3 pt-1">{actions}</div> : null}
    </article>
  );
}
