import type { AuditEntry, AuditTarget } from "@eldercare/contracts";
import { ADMIN_TEXT } from "@eldercare/contracts";
import { useState } from "react";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { Pager } from "../../../components/ui/pager.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useAuditLog } from "../api/use-audit-log.ts";
import { auditActionText, auditChanges, auditTargetText, changeText } from "../lib/audit-diff.ts";
import {
  ADMIN_PAGE_SIZE,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGETS,
  type AuditFilters,
  auditRequestOf,
  NO_AUDIT_FILTERS,
} from "../lib/filters.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";

const FIRST_AUDIT_PAGE = { page_index: 0, page_size: ADMIN_PAGE_SIZE };

/** /admin/audit: every administrator action, newest first, with what changed; filter by target and date. */
export function AdminAuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const result = auditRequestOf(filters, pageIndex);
  const request = useAppliedRequest(result, FIRST_AUDIT_PAGE);
  const log = useAuditLog(request);
  const errors = result.ok ? {} : result.errors;
  const set = (patch: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...patch });
    setPageIndex(0);
  };

  return (
    <Page title="Audit log" width="full">
      <div className="space-y-5">
        <search
          aria-label="Filter the audit log"
          className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-3"
        >
          <SelectField
            label="What changed"
            value={filters.targetType}
            error={errors.targetType}
            onChange={(event) => set({ targetType: event.target.value as AuditTarget | "" })}
          >
            <option value="">Everything</option>
            {AUDIT_TARGETS.map((t) => (
              <option key={t} value={t}>
                {AUDIT_TARGET_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="From"
            type="date"
            value={filters.dateFrom}
            error={errors.dateFrom}
            onChange={(event) => set({ dateFrom: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={filters.dateTo}
            error={errors.dateTo}
            onChange={(event) => set({ dateTo: event.target.value })}
          />
        </search>
        {log.isPending ? (
          <LoadingNotice>{ADMIN_TEXT.auditLoading}</LoadingNotice>
        ) : log.isError ? (
          <LoadError title={ADMIN_TEXT.auditFailed} error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <p role="status" className="rounded-xl border border-line bg-white p-6">
            {ADMIN_TEXT.noAudit}
          </p>
        ) : (
          <>
            <ol className={`grid gap-3 ${log.isPlaceholderData ? "opacity-60" : ""}`}>
              {log.data.items.map((entry) => (
                <li key={entry.audit_id} className="min-w-0">
                  <AuditRow entry={entry} />
                </li>
              ))}
            </ol>
            <Pager
              noun="audit entries"
              pageIndex={log.data.page_index}
              pageSize={log.data.page_size}
              total={log.data.total_count}
              busy={log.isPlaceholderData}
              onPage={setPageIndex}
            />
          </>
        )}
      </div>
    </Page>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
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
        {changes.length > 0 ? (
          <ul className="space-y-0.5 font-mono text-sm break-words">
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
