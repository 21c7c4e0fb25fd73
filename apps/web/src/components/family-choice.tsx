import { FAMILY_MESSAGES, FAMILY_ROLE_LABELS } from "@eldercare/contracts";
import { ArrowLeftRight } from "lucide-react";
import { useChooseFamily, useFamily } from "../lib/family-query.ts";

/**
 * The families one belongs to as a circle member (issue 29), on one's own profile and where a page would
 * otherwise ask for a plan: a sister who logged in with her own phone chooses to act for her mother's
 * household here (or from the account menu).
 */
export function FamilyChoice() {
  const family = useFamily();
  const { choose, pending } = useChooseFamily();
  // The family this session already acts for is not offered again.
  const current = family.data?.acting_for?.membership_id ?? null;
  const families = (family.data?.families ?? []).filter((f) => f.membership_id !== current);
  if (families.length === 0) return null;
  return (
    <section
      aria-labelledby="your-families"
      className="rounded-xl border-2 border-primary-700 bg-primary-50 p-5"
    >
      <h2 id="your-families" className="text-xl font-bold">
        Families you help care for
      </h2>
      <ul className="mt-3 space-y-3">
        {families.map((f) => (
          <li key={f.membership_id} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {f.payer_name}'s family, as a {FAMILY_ROLE_LABELS[f.role].toLowerCase()}
            </span>
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              onClick={() => choose(f.membership_id)}
            >
              <ArrowLeftRight aria-hidden="true" className="size-5" />
              {FAMILY_MESSAGES.actFor(f.payer_name)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
