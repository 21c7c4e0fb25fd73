import {
  ADMIN_TEXT,
  type AdminRescheduleItem,
  displayPhone,
  RESCHEDULE_STATUS_LABELS,
  RESCHEDULE_STATUSES,
  type RescheduleStatus,
} from "@eldercare/contracts";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { BookingStatusBadge, RescheduleStatusBadge } from "../../../components/ui/status-badge.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminReschedule } from "../api/use-admin-reschedule.ts";
import { useDecideReschedule } from "../api/use-decide-reschedule.ts";
import { AdminList } from "../components/admin-list.tsx";
import { DecisionButtons } from "../components/decision-buttons.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";
import {
  FIRST_PAGE,
  filtersFromUrl,
  NO_RESCHEDULE_FILTERS,
  RESCHEDULE_URL_KEYS,
  type RescheduleFilters,
  rescheduleRequestOf,
} from "../lib/filters.ts";
import { noteProblem } from "../lib/reason-form.ts";
import { slotText } from "../lib/rows.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { useListFilters } from "../lib/use-list-filters.ts";

const SEARCH_DEBOUNCE_MS = 400;

type Deciding = { request: AdminRescheduleItem; decision: "approve" | "decline" };

const DIALOG = {
  approve: {
    title: "Approve this request?",
    label: "Note for the family (optional)",
    submit: "Approve and move the visit",
  },
  decline: { title: "Decline this request?", label: "Why is it declined?", submit: "Decline request" },
} as const;

/**
 * /admin/reschedule: members' requests to move a visit, open ones first; each from → to with the member
 * and their reason. Approve moves the visit; decline needs the note the family sees. Both confirm first.
 */
export function AdminReschedulePage() {
  const [searchParams] = useSearchParams();
  const {
    filters,
    pageIndex,
    setPageIndex,
    patch: set,
  } = useListFilters<RescheduleFilters>(() =>
    filtersFromUrl(NO_RESCHEDULE_FILTERS, searchParams, RESCHEDULE_URL_KEYS),
  );
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = rescheduleRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, FIRST_PAGE);
  const requests = useAdminReschedule(request);
  const decide = useDecideReschedule();
  const errors = result.ok ? {} : result.errors;

  const submit = async (reason: string): Promise<boolean> => {
    if (!deciding) return true;
    try {
      await decide.mutateAsync({
        request_id: deciding.request.request_id,
        decision: deciding.decision,
        ...(reason ? { note: reason } : {}),
      });
      return true;
    } catch (error) {
      // Decided or changed meanwhile: the toast says so and the list has refreshed.
      return error instanceof ApiError && error.status === 409;
    }
  };
  const dialog = deciding ? DIALOG[deciding.decision] : DIALOG.approve;

  return (
    <Page title="Reschedule requests" width="full">
      <AdminList
        filters={
          <search
            aria-label="Filter reschedule requests"
            className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
          >
            <TextField
              label="Search"
              type="search"
              hint="Member, phone, loved one or service."
              value={filters.search}
              error={errors.search}
              onChange={(event) => set({ search: event.target.value })}
            />
            <SelectField
              label="Status"
              value={filters.status}
              error={errors.status}
              onChange={(event) => set({ status: event.target.value as RescheduleStatus | "" })}
            >
              <option value="">All (open first)</option>
              {RESCHEDULE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {RESCHEDULE_STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </search>
        }
        query={requests}
        noun={{ one: "reschedule request", many: "reschedule requests" }}
        text={{
          loading: ADMIN_TEXT.rescheduleLoading,
          failed: ADMIN_TEXT.rescheduleFailed,
          empty: ADMIN_TEXT.noRequests,
        }}
        onPage={setPageIndex}
      >
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((r) => (
              <li key={r.request_id} className="flex min-w-0">
                <RequestCard
                  request={r}
                  busy={decide.isPending}
                  onDecide={(decision) => setDeciding({ request: r, decision })}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
      <ReasonDialog
        open={deciding !== null}
        title={dialog.title}
        label={dialog.label}
        submitLabel={dialog.submit}
        required={deciding?.decision === "decline"}
        danger={deciding?.decision === "decline"}
        summary={
          deciding ? (
            <p>
              <strong>{deciding.request.service_name}</strong> for {deciding.request.loved_one_name} (
              {deciding.request.user_name}): {slotText(deciding.request.from)} →{" "}
              {slotText(deciding.request.to)}.
            </p>
          ) : null
        }
        validate={(reason) => (deciding ? noteProblem(deciding.decision, reason) : undefined)}
        onClose={() => setDeciding(null)}
        onSubmit={submit}
      />
    </Page>
  );
}

function RequestCard({
  request: r,
  busy,
  onDecide,
}: {
  request: AdminRescheduleItem;
  busy: boolean;
  onDecide: (decision: "approve" | "decline") => void;
}) {
  return (
    <article className="flex w-full flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold">
          {r.service_name} for {r.loved_one_name}
        </h2>
        <RescheduleStatusBadge status={r.status} />
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{slotText(r.from)}</span>
        <ArrowRight aria-label="to" className="size-5 shrink-0 text-primary-700" />
        <span className="font-semibold">{slotText(r.to)}</span>
      </p>
      <FactList>
        <dt className="font-semibold">Member</dt>
        <dd className="break-words">
          {r.user_name}, {displayPhone(r.user_phone)}
        </dd>
        <dt className="font-semibold">Reason</dt>
        <dd className="break-words">{r.reason || "—"}</dd>
        <dt className="font-semibold">Asked</dt>
        <dd>{formatIndiaDateTime(r.created_at)}</dd>
        <dt className="font-semibold">Booking</dt>
        <dd>
          <BookingStatusBadge status={r.booking_status} />
        </dd>
        {r.decision_note ? (
          <>
            <dt className="font-semibold">Note</dt>
            <dd className="break-words">{r.decision_note}</dd>
          </>
        ) : null}
      </FactList>
      {r.status === "open" ? (
        <DecisionButtons what={`request #${r.request_id}`} busy={busy} onDecide={onDecide} />
      ) : null}
    </article>
  );
}
