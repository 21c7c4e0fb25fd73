import type { AuditTarget } from "@eldercare/contracts";
import { ADMIN_TEXT } from "@eldercare/contracts";
import { Page } from "../../../components/ui/page.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useAuditLog } from "../api/use-audit-log.ts";
import { AdminList } from "../components/admin-list.tsx";
import { AuditRow } from "../components/audit-row.tsx";
import {
  ADMIN_PAGE_SIZE,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGETS,
  type AuditFilters,
  auditRequestOf,
  NO_AUDIT_FILTERS,
} from "../lib/filters.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { useListFilters } from "../lib/use-list-filters.ts";

const FIRST_AUDIT_PAGE = { page_index: 0, page_size: ADMIN_PAGE_SIZE };

/** /admin/audit: every administrator action, newest first, with what changed; filter by target and date. */
export function AdminAuditPage() {
  const { filters, pageIndex, setPageIndex, patch: set } = useListFilters<AuditFilters>(NO_AUDIT_FILTERS);
  const result = auditRequestOf(filters, pageIndex);
  const request = useAppliedRequest(result, FIRST_AUDIT_PAGE);
  const log = useAuditLog(request);
  const errors = result.ok ? {} : result.errors;

  return (
    <Page title="Audit log" width="full">
      <AdminList
        filters={
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
        }
        query={log}
        noun={{ one: "audit entry", many: "audit entries" }}
        text={{ loading: ADMIN_TEXT.auditLoading, failed: ADMIN_TEXT.auditFailed, empty: ADMIN_TEXT.noAudit }}
        onPage={setPageIndex}
      >
        {(items) => (
          <ol className="grid gap-3">
            {items.map((entry) => (
              <li key={entry.audit_id} className="min-w-0">
                <AuditRow entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </AdminList>
    </Page>
  );
}
