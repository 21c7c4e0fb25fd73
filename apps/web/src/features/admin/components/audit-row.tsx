import type { AuditEntry } from "@eldercare/contracts";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import {
  auditActionText,
  auditChanges,
  auditTargetText,
  changeText,
  exportSummary,
} from "../lib/audit-diff.ts";

/** One administrator action: when, who, what on which record, the fields it changed and the note. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const shiftName = useShiftNames();
  const changes = auditChanges(entry.before, entry.after, {
    target: entry.target_type,
    shiftName,
    companionNames: entry.companion_names,
  });
  return (
    <article className="grid gap-2 rounded-xl border border-line bg-white p-4 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-x-6">
      <div>
        <p className="font-semibold">{formatIndiaDateTime(entry.created_at)}</p>
        <p className="text-muted">{entry.admin_name}</p>
      </div>
      <div className="min-w-0 space-y-1">
        <p>
          <span className="font-semibold">{auditActionText(entry.action)}</span> on{" "}
          <span className="font-semibold">{auditTargetText(entry)}</span>
        </p>
        {entry.target_type === "export" ? (
          <ExportLines after={entry.after} />
        ) : changes.length > 0 ? (
          <ul className="space-y-0.5 break-words">
            {changes.map((c) => (
              <li key={c.key}>{changeText(c)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">No field changed.</p>
        )}
        {entry.note ? (
          <p className="break-words">
            <span className="font-semibold">Note:</span> {entry.note}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** What an export sent: its rows and the filters it was asked with. */
function ExportLines({ after }: { after: AuditEntry["after"] }) {
  const { rows, filters } = exportSummary(after);
  return (
    <>
      <p>{rows}</p>
      <p className="break-words">
        <span className="font-semibold">Filters:</span> {filters}
      </p>
    </>
  );
}
