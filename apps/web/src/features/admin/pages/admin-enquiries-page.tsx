import {
  ADMIN_ENQUIRY_TEXT,
  type AdminEnquiry,
  ENQUIRY_STATUS_LABELS,
  type EnquiryUpdateStatus,
  enquiryReference,
  updateEnquiryRequestSchema,
} from "@eldercare/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminEnquiries } from "../api/use-admin-enquiries.ts";
import { useExportCsv } from "../api/use-export-csv.ts";
import { useUpdateEnquiry } from "../api/use-update-enquiry.ts";
import { AdminList, ExportCsvButton } from "../components/admin-list.tsx";
import { EnquiryFilterBar } from "../components/enquiry-filter-bar.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";
import { type EnquiryFilters, enquiryRequestOf, NO_ENQUIRY_FILTERS } from "../lib/content-filters.ts";
import {
  callbackText,
  ENQUIRY_ACTION_LABELS,
  ENQUIRY_NOTE_DIALOG,
  enquiryActions,
} from "../lib/enquiry-rows.ts";
import { ENQUIRY_URL_KEYS, FIRST_PAGE, filtersFromUrl } from "../lib/filters.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";

const SEARCH_DEBOUNCE_MS = 400;

/** The contract's message for a note (required to close), or none. */
function noteProblem(status: EnquiryUpdateStatus, note: string): string | undefined {
  const result = updateEnquiryRequestSchema.safeParse({ enquiry_id: 1, status, note });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === "note")?.message;
}

type ActionHandler = (enquiry: AdminEnquiry, to: EnquiryUpdateStatus) => void;

/**
 * /admin/enquiries: enquiries, newest first, with search, status, callback-day and date filters; a table
 * on wide screens, cards on phones. "Mark contacted" and "Close" ask for a note (required to close);
 * "Export CSV" saves every enquiry the filters match.
 */
export function AdminEnquiriesPage() {
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<EnquiryFilters>(() =>
    filtersFromUrl(NO_ENQUIRY_FILTERS, searchParams, ENQUIRY_URL_KEYS),
  );
  const [pageIndex, setPageIndex] = useState(0);
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

  const change = (next: EnquiryFilters) => {
    setFilters(next);
    setPageIndex(0);
  };
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
  const onAction: ActionHandler = (enquiry, to) => setAsking({ enquiry, to });

  return (
    <Page title="Enquiries" width="full">
      <div className="space-y-5">
        <EnquiryFilterBar
          value={filters}
          errors={errors}
          onChange={change}
          onClear={() => change(NO_ENQUIRY_FILTERS)}
        />
        <ExportCsvButton
          noun="enquiry"
          busy={exportCsv.isPending}
          onExport={() => exportCsv.mutate(request)}
        />
        <AdminList
          query={enquiries}
          noun="enquiries"
          testId="admin-enquiries-list"
          text={{
            loading: ADMIN_ENQUIRY_TEXT.loading,
            failed: ADMIN_ENQUIRY_TEXT.failed,
            empty: ADMIN_ENQUIRY_TEXT.none,
          }}
          onPage={setPageIndex}
        >
          {(items) => (
            <>
              <EnquiryTable items={items} busy={update.isPending} onAction={onAction} />
              <ul className="grid gap-4 md:hidden">
                {items.map((e) => (
                  <li key={e.enquiry_id} className="min-w-0">
                    <EnquiryCard enquiry={e} busy={update.isPending} onAction={onAction} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </AdminList>
      </div>
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

function EnquirySummary({ enquiry }: { enquiry: AdminEnquiry }) {
  return (
    <p className="break-words">
      <strong>{enquiry.user_name}</strong> ({enquiry.phone}), {enquiry.city_name}: “{enquiry.user_message}”
    </p>
  );
}

function EnquiryActions({
  enquiry,
  busy,
  onAction,
}: {
  enquiry: AdminEnquiry;
  busy: boolean;
  onAction: ActionHandler;
}) {
  const actions = enquiryActions(enquiry);
  if (actions.length === 0) return <span className="text-muted">No actions</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((to) => (
        <button
          key={to}
          type="button"
          className={`btn px-3 ${to === "closed" ? "btn-danger-outline" : "btn-primary"} disabled:cursor-wait disabled:opacity-60`}
          disabled={busy}
          onClick={() => onAction(enquiry, to)}
        >
          {ENQUIRY_ACTION_LABELS[to]}
          <span className="sr-only">
            {" "}
            enquiry {enquiryReference(enquiry.enquiry_id)} from {enquiry.user_name}
          </span>
        </button>
      ))}
    </div>
  );
}

function TeamNote({ enquiry }: { enquiry: AdminEnquiry }) {
  if (!enquiry.handled_at) return null;
  return (
    <span className="block text-muted">
      {enquiry.handled_by_name ?? "The team"}, {formatIndiaDateTime(enquiry.handled_at)}
      {enquiry.admin_note ? `: ${enquiry.admin_note}` : ""}
    </span>
  );
}

function EnquiryTable({
  items,
  busy,
  onAction,
}: {
  items: AdminEnquiry[];
  busy: boolean;
  onAction: ActionHandler;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
      <table className="w-full border-collapse text-left text-base">
        <caption className="sr-only">Enquiries</caption>
        <thead className="bg-primary-50 text-ink">
          <tr>
            {["From", "Message", "Received (India time)", "Callback", "Status", "Actions"].map((h) => (
              <th key={h} scope="col" className="px-3 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.enquiry_id} className="border-t border-line align-top">
              <td className="px-3 py-3">
                <span className="block font-semibold">{e.user_name}</span>
                <span className="block text-muted tabular-nums">{enquiryReference(e.enquiry_id)}</span>
                <span className="block text-muted">{e.phone}</span>
                <EmailText email={e.email} className="block text-muted" />
                <span className="block text-muted">{e.city_name}</span>
              </td>
              <td className="max-w-sm px-3 py-3 break-words">{e.user_message}</td>
              <td className="px-3 py-3">{formatIndiaDateTime(e.created_at)}</td>
              <td className="px-3 py-3">{callbackText(e.callback_due_at)}</td>
              <td className="px-3 py-3">
                <span className="font-semibold">{ENQUIRY_STATUS_LABELS[e.status]}</span>
                <TeamNote enquiry={e} />
              </td>
              <td className="px-3 py-3">
                <EnquiryActions enquiry={e} busy={busy} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EnquiryCard({
  enquiry,
  busy,
  onAction,
}: {
  enquiry: AdminEnquiry;
  busy: boolean;
  onAction: ActionHandler;
}) {
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold break-words">{enquiry.user_name}</h2>
        <span className="font-semibold">{ENQUIRY_STATUS_LABELS[enquiry.status]}</span>
      </div>
      <p className="break-words">{enquiry.user_message}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="font-semibold">Reference</dt>
        <dd className="tabular-nums">{enquiryReference(enquiry.enquiry_id)}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{enquiry.phone}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>
          <EmailText email={enquiry.email} />
        </dd>
        <dt className="font-semibold">City</dt>
        <dd>{enquiry.city_name}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>{formatIndiaDateTime(enquiry.created_at)}</dd>
        <dt className="font-semibold">Callback</dt>
        <dd>{callbackText(enquiry.callback_due_at)}</dd>
      </dl>
      <TeamNote enquiry={enquiry} />
      <EnquiryActions enquiry={enquiry} busy={busy} onAction={onAction} />
    </article>
  );
}
