import { TRUST_FACTS } from "@eldercare/contracts";
import { BadgeCheck } from "lucide-react";

/** How companions are chosen, checked, trained and supervised: the facts in TRUST_FACTS, as a list. */
export function CompanionChecks({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {TRUST_FACTS.companions.map((fact) => (
        <li key={fact.title} className="flex gap-4">
          <BadgeCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent-700" />
          <div>
            <Heading className="text-xl font-bold">{fact.title}</Heading>
            <p className="mt-1">{fact.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
