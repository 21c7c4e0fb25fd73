import { FAMILY_MESSAGES, FAMILY_ROLE_HINTS, type FamilyMembership } from "@eldercare/contracts";
import { UsersRound } from "lucide-react";
import { useActFor } from "../../../lib/family-query.ts";

/**
 * Shown to a circle member acting for a family (issue 29): whose family, what they may do, and the way
 * back to their own account. Plans, payments and the family's details stay the account holder's.
 */
export function ActingForNotice({ family }: { family: FamilyMembership }) {
  const actFor = useActFor();
  return (
    <section
      aria-labelledby="acting-for"
      className="rounded-xl border-2 border-primary-700 bg-primary-50 p-5"
    >
      <h2 id="acting-for" className="flex items-center gap-2 text-xl font-bold">
        <UsersRound aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
        {FAMILY_MESSAGES.acting(family.payer_name)}
      </h2>
      <p className="mt-2">
        As a {family.role}: {FAMILY_ROLE_HINTS[family.role].toLowerCase()}. {FAMILY_MESSAGES.circleIsPayers}
      </p>
      <button
        type="button"
        className="btn btn-outline mt-4"
        disabled={actFor.isPending}
        onClick={() => actFor.mutate(null)}
      >
        Switch to my own account
      </button>
    </section>
  );
}
