import type { AdminCompanion } from "@eldercare/contracts";
import { Link } from "react-router";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { companionPath, companionRowText } from "../lib/companion-rows.ts";
import type { Column } from "./admin-table.tsx";
import { CheckList, CompanionBadges } from "./companion-badges.tsx";

/** The companion's name as the link to their page. */
function CompanionLink({ companion }: { companion: AdminCompanion }) {
  return (
    <Link
      to={companionPath(companion.companion_id)}
      className="font-semibold break-words text-primary-700 underline underline-offset-4"
    >
      {companion.full_name}
    </Link>
  );
}

/** A companion as a row of the console's table; the name leads to their page. */
export const COMPANION_COLUMNS: Column<AdminCompanion>[] = [
  {
    heading: "Companion",
    cell: (c) => (
      <>
        <CompanionLink companion={c} />
        <span className="mt-2 block">
          <CompanionBadges companion={c} />
        </span>
      </>
    ),
  },
  {
    heading: "Contact",
    cell: (c) => {
      const t = companionRowText(c);
      return (
        <>
          <span className="block whitespace-nowrap">{t.phone}</span>
          {t.email ? <EmailText email={t.email} className="block text-muted" /> : null}
        </>
      );
    },
  },
  {
    heading: "Where",
    cell: (c) => {
      const t = companionRowText(c);
      return (
        <>
          <span className="block">{t.city}</span>
          <span className="block text-muted">{t.area}</span>
        </>
      );
    },
  },
  {
    heading: "Visits and languages",
    cell: (c) => {
      const t = companionRowText(c);
      return (
        <>
          <span className="block">{t.kinds}</span>
          <span className="block text-muted">{t.languages}</span>
        </>
      );
    },
  },
  { heading: "Checks", cell: (c) => <CheckList checks={companionRowText(c).checks} /> },
];

/** The same companion as a card, for phones. */
export function CompanionCard({ companion }: { companion: AdminCompanion }) {
  const t = companionRowText(companion);
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <h2 className="min-w-0 text-lg">
        <CompanionLink companion={companion} />
      </h2>
      <CompanionBadges companion={companion} />
      <FactList>
        <dt className="font-semibold">Phone</dt>
        <dd>{t.phone}</dd>
        {t.email ? (
          <>
            <dt className="font-semibold">Email</dt>
            <dd>
              <EmailText email={t.email} />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">City</dt>
        <dd>{t.city}</dd>
        <dt className="font-semibold">Area</dt>
        <dd>{t.area}</dd>
        <dt className="font-semibold">Visits</dt>
        <dd>{t.kinds}</dd>
        <dt className="font-semibold">Languages</dt>
        <dd>{t.languages}</dd>
        <dt className="font-semibold">Checks</dt>
        <dd>
          <CheckList checks={t.checks} />
        </dd>
      </FactList>
    </article>
  );
}
