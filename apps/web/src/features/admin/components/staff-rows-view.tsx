import type { StaffMember } from "@eldercare/contracts";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { staffRowText } from "../lib/staff-rows.ts";
import type { Column } from "./admin-table.tsx";
import { ContactFacts } from "./contact-facts.tsx";

/** Active or not, in words (never colour alone). */
function ActiveBadge({ staff }: { staff: StaffMember }) {
  return (
    <span className={`font-semibold ${staff.is_active ? "text-primary-800" : "text-danger"}`}>
      {staffRowText(staff).active}
    </span>
  );
}

/** Edit, named for whom (the table's rows and the cards). */
function EditButton({ staff, onEdit }: { staff: StaffMember; onEdit: (staff: StaffMember) => void }) {
  return (
    <button type="button" className="btn btn-outline px-3" onClick={() => onEdit(staff)}>
      Edit<span className="sr-only"> {staff.full_name}</span>
    </button>
  );
}

/** A member of staff as a row of the console's table, with Edit. */
export function staffColumns(onEdit: (staff: StaffMember) => void): Column<StaffMember>[] {
  return [
    { heading: "Name", cell: (s) => <span className="font-semibold break-words">{s.full_name}</span> },
    {
      heading: "Contact",
      cell: (s) => {
        const t = staffRowText(s);
        return (
          <>
            <span className="block whitespace-nowrap">{t.phone}</span>
            <EmailText email={t.email} className="block text-muted" />
          </>
        );
      },
    },
    { heading: "Role", cell: (s) => staffRowText(s).role },
    { heading: "Cities", cell: (s) => staffRowText(s).cities },
    { heading: "Active", cell: (s) => <ActiveBadge staff={s} /> },
    { heading: "Change", cell: (s) => <EditButton staff={s} onEdit={onEdit} /> },
  ];
}

/** The same member of staff as a card, for phones. */
export function StaffCard({ staff, onEdit }: { staff: StaffMember; onEdit: (staff: StaffMember) => void }) {
  const t = staffRowText(staff);
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-bold break-words">{t.name}</h2>
        <ActiveBadge staff={staff} />
      </div>
      <FactList>
        <ContactFacts phone={t.phone} email={t.email} />
        <dt className="font-semibold">Role</dt>
        <dd>{t.role}</dd>
        <dt className="font-semibold">Cities</dt>
        <dd>{t.cities}</dd>
      </FactList>
      <EditButton staff={staff} onEdit={onEdit} />
    </article>
  );
}
