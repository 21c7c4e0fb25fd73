import type { AdminMember } from "@eldercare/contracts";
import { ADMIN_MEMBER_TEXT } from "@eldercare/contracts";
import { Link } from "react-router";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { memberPath, memberRowText } from "../lib/member-rows.ts";
import type { Column } from "./admin-table.tsx";
import { ContactFacts } from "./contact-facts.tsx";

function ErasedTag() {
  return (
    <span className="inline-block rounded-full border-2 border-muted px-2 text-sm font-semibold text-ink">
      {ADMIN_MEMBER_TEXT.erased}
    </span>
  );
}

/** The member's name as the link to their page. */
function MemberLink({ member }: { member: AdminMember }) {
  return (
    <Link
      to={memberPath(member.member_id)}
      className="font-semibold break-words text-primary-700 underline underline-offset-4"
    >
      {member.user_name}
    </Link>
  );
}

/** A member as a row of the console's table; the name leads to the member's page. */
export const MEMBER_COLUMNS: Column<AdminMember>[] = [
  {
    heading: "Member",
    cell: (m) => (
      <>
        <MemberLink member={m} />
        {m.erased ? (
          <span className="mt-1 block">
            <ErasedTag />
          </span>
        ) : null}
      </>
    ),
  },
  {
    heading: "Contact",
    cell: (m) => (
      <>
        <span className="block">{memberRowText(m).phone}</span>
        <EmailText email={memberRowText(m).email} className="block text-muted" />
      </>
    ),
  },
  { heading: "City", cell: (m) => memberRowText(m).city },
  { heading: "Plan", cell: (m) => memberRowText(m).plan },
  { heading: "Loved ones", cell: (m) => memberRowText(m).lovedOnes },
  { heading: "Upcoming visits", cell: (m) => memberRowText(m).upcoming },
  { heading: "Joined", className: "whitespace-nowrap", cell: (m) => memberRowText(m).joined },
];

/** The same member as a card, for phones. */
export function MemberCard({ member }: { member: AdminMember }) {
  const t = memberRowText(member);
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg">
          <MemberLink member={member} />
        </h2>
        {member.erased ? <ErasedTag /> : null}
      </div>
      <FactList>
        <ContactFacts phone={t.phone} email={t.email} />
        <dt className="font-semibold">City</dt>
        <dd>{t.city}</dd>
        <dt className="font-semibold">Plan</dt>
        <dd>{t.plan}</dd>
        <dt className="font-semibold">Loved ones</dt>
        <dd>{t.lovedOnes}</dd>
        <dt className="font-semibold">Upcoming visits</dt>
        <dd>{t.upcoming}</dd>
        <dt className="font-semibold">Joined</dt>
        <dd>{t.joined}</dd>
      </FactList>
    </article>
  );
}
