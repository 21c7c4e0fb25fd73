import {
  type AdminEnquiry,
  ENQUIRY_STATUS_LABELS,
  type EnquiryUpdateStatus,
  enquiryReference,
} from "@eldercare/contracts";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { callbackText, ENQUIRY_ACTION_LABELS, enquiryActions } from "../lib/enquiry-rows.ts";
import type { Column } from "./admin-table.tsx";

export type EnquiryActionHandler = (enquiry: AdminEnquiry, to: EnquiryUpdateStatus) => void;

/** What the note dialog names: the enquiry in one line. */
export function EnquirySummary({ enquiry }: { enquiry: AdminEnquiry }) {
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
  onAction: EnquiryActionHandler;
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

/** An enquiry as a row of the console's table: from whom, what, when, the callback, status and actions. */
export function enquiryColumns(busy: boolean, onAction: EnquiryActionHandler): Column<AdminEnquiry>[] {
  return [
    {
      heading: "From",
      cell: (e) => (
        <>
          <span className="block font-semibold">{e.user_name}</span>
          <span className="block text-muted tabular-nums">{enquiryReference(e.enquiry_id)}</span>
          <span className="block text-muted">{e.phone}</span>
          <EmailText email={e.email} className="block text-muted" />
          <span className="block text-muted">{e.city_name}</span>
        </>
      ),
    },
    { heading: "Message", className: "max-w-sm break-words", cell: (e) => e.user_message },
    { heading: "Received (India time)", cell: (e) => formatIndiaDateTime(e.created_at) },
    { heading: "Callback", cell: (e) => callbackText(e.callback_due_at) },
    {
      heading: "Status",
      cell: (e) => (
        <>
          <span className="font-semibold">{ENQUIRY_STATUS_LABELS[e.status]}</span>
          <TeamNote enquiry={e} />
        </>
      ),
    },
    { heading: "Actions", cell: (e) => <EnquiryActions enquiry={e} busy={busy} onAction={onAction} /> },
  ];
}

/** The same enquiry as a card, for phones. */
export function EnquiryCard({
  enquiry,
  busy,
  onAction,
}: {
  enquiry: AdminEnquiry;
  busy: boolean;
  onAction: EnquiryActionHandler;
}) {
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold break-words">{enquiry.user_name}</h2>
        <span className="font-semibold">{ENQUIRY_STATUS_LABELS[enquiry.status]}</span>
      </div>
      <p className="break-words">{enquiry.user_message}</p>
      <FactList>
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
      </FactList>
      <TeamNote enquiry={enquiry} />
      <EnquiryActions enquiry={enquiry} busy={busy} onAction={onAction} />
    </article>
  );
}
