import { familyBanner } from "@eldercare/contracts";
import { UsersRound } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../lib/session.tsx";

/**
 * Above every member page, for a circle member acting for a family (issue 41): whose family it is and
 * what their role lets them do, so the pages' "your plan" reads as the family's, not theirs. The payer
 * sees nothing. The profile holds the way back to one's own account.
 */
export function FamilyBanner() {
  const { session } = useSession();
  const family = session.kind === "member" ? session.member.family : null;
  if (!family) return null;
  return (
    <div className="border-b-2 border-primary-200 bg-primary-50" data-testid="family-banner">
      <div className="page-frame flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
        <p className="flex items-start gap-2 font-semibold">
          <UsersRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          {familyBanner(family.payer_name, family.role)}
        </p>
        <Link
          to="/user/profile"
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
        >
          Switch account
        </Link>
      </div>
    </div>
  );
}
