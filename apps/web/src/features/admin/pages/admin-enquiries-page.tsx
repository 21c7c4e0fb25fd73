import {
  ADMIN_ENQUIRY_TEXT,
  type AdminEnquiry,
  type EnquiryUpdateStatus,
  updateEnquiryRequestSchema,
} from "@eldercare/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminEnquiries } from "../api/use-admin-enquiries.ts";
import { useExportCsv } from "../api/use-export-csv.ts";
import { useUpdateEnquiry } from "../api/use-update-enquiry.ts";
import { AdminList } from "../components/admin-list.tsx";
import { AdminTable } from "../components/admin-table.tsx";
import { EnquiryFilterBar } from "../components/enquiry-filter-bar.tsx";
import {
  type EnquiryActionHandler,
  EnquiryCard,
  EnquirySummary,
  enquiryColumns,
} from "../components/enquiry-rows-view.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";
import { type EnquiryFilters, enquiryRequestOf, NO_ENQUIRY_FILTERS } from "../lib/content-filters.ts";
import { ENQUIRY_NOTE_DIALOG } from "../lib/enquiry-rows.ts";
import { ENQUIRY_URL_KEYS, FIRST_PAGE, filtersFromUrl } from "../lib/filters.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { useListFilters } from "../lib/use-list-filters.ts";

const SEARCH_DEBOUNCE_MS = 400;

/** The contract's message for a note (required to close), or none. */
function noteProblem(status: EnquiryUpdateStatus, note: string): string | undefined {
  const result = updateEnquiryRequestSchema.safeParse({ enquiry_id: 1, status, note });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === "note")?.message;
}

/**
 * /admin/enquiries: enquiries, newest first, with search, status, callback-day and date filters; a table
 * on wide screens, cards on phones. "Mark contacted" and "Close" ask for a note (required to close);
 * "Export CSV" saves every enquiry the filters match.
 */
export function AdminEnquiriesPage() {
  const [searchParams] = useSearchParams();
  const { filters, pageIndex, setPageIndex, change } = useListFilters<EnquiryFilters>(() =>
    filtersFromUrl(NO_ENQUIRY_FILTERS, searchParams, ENQUIRY_URL_KEYS),
  );
  const [asking, setAsking] = useState<{ enquiry: AdminEnquiry; to: EnquiryUpdateStatus } | null>(null);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = enquiryRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, FIRST_PAGE);
  const enquiries = useAdminEnquiries(request);
  const update = useUpdateEnquiry();
  const exportCsv = useExportCsv("adminExportEnquiries", {
    exporting: ADMIN_ENQUIRY_TEXT.exporting,
    exported: ADMIN_ENQUIRY_TEXT.exported,
    filename: (day) => `enquiries-${day}.csv`,
  });
  const errors = result.ok ? {} : result.errors;

  const submit = async (reason: string): Promise<boolean> => {
    if (!asking) return true;
    try {
      await update.mutateAsync({
        enquiry_id: asking.enquiry.enquiry_id,
        status: asking.to,
        ...(reason ? { note: reason } : {}),
      });
      return true;
    } catch (error) {
      // A 409 means it changed meanwhile: the toast says so and the list has refreshed.
      return error instanceof ApiError && error.status === 409;
    }
  };
  const dialog = asking ? ENQUIRY_NOTE_DIALOG[asking.to] : undefined;
  const onAction: EnquiryActionHandler = (enquiry, to) => setAsking({ enquiry, to });

  return (
    <Page title="Enquiries" width="full">
      <AdminList
        filters={
          <EnquiryFilterBar
            value={filters}
            errors={errors}
            onChange={change}
            onClear={() => change(NO_ENQUIRY_FILTERS)}
          />
        }
        exportCsv={{ busy: exportCsv.isPending, onExport: () => exportCsv.mutate(request) }}
        query={enquiries}
        noun={{ one: "enquiry", many: "enquiries" }}
        testId="admin-enquiries-list"
        text={{
          loading: ADMIN_ENQUIRY_TEXT.loading,
          failed: ADMIN_ENQUIRY_TEXT.failed,
          empty: ADMIN_ENQUIRY_TEXT.none,
        }}
        onPage={setPageIndex}
      >
        {(items) => (
          <AdminTable
            caption="Enquiries"
            columns={enquiryColumns(update.isPending, onAction)}
            items={items}
            itemKey={(e) => e.enquiry_id}
            card={(e) => <EnquiryCard enquiry={e} busy={update.isPending} onAction={onAction} />}
          />
        )}
      </AdminList>
      <ReasonDialog
        open={asking !== null && dialog !== undefined}
        title={dialog?.title ?? ""}
        label={dialog?.label ?? ""}
        submitLabel={dialog?.submit ?? ""}
        required={asking?.to === "closed"}
        danger={asking?.to === "closed"}
        hint={ADMIN_ENQUIRY_TEXT.noteHint}
        summary={asking ? <EnquirySummary enquiry={asking.enquiry} /> : null}
        validate={(reason) => (asking ? noteProblem(asking.to, reason) : undefined)}
        onClose={() => setAsking(null)}
        onSubmit={submit}
      />
    </Page>
  );
}
