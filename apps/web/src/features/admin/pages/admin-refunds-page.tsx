import {
  type AdminCancellationItem,
  CANCELLATION_STATUS_LABELS,
  CANCELLATION_STATUSES,
  type CancellationStatus,
  decideCancellationRequestSchema,
  formatInr,
  REFUND_STATUS_LABELS,
  REFUND_TEXT,
  type RefundDuePayment,
} from "@eldercare/contracts";
import { useState } from "react";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatIndiaDateTime, formatIndiaDay } from "../../../lib/format.ts";
import { useAdminRefunds, useDecideCancellation, useRefundPayment } from "../api/use-admin-refunds.ts";
import { AdminList } from "../components/admin-list.tsx";
import { ApproveCancellationDialog } from "../components/approve-cancellation-dialog.tsx";
import { DecisionButtons } from "../components/decision-buttons.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";
import { RefundPaymentDialog } from "../components/refund-payment-dialog.tsx";
import { ADMIN_PAGE_SIZE } from "../lib/filters.ts";

type Deciding = { request: AdminCancellationItem; decision: "approve" | "decline" };

/** The contract's message for a decline without a reason, or none. */
const declineProblem = (note: string) => {
  const r = decideCancellationRequestSchema.safeParse({ cancellation_id: 1, decision: "decline", note });
  return r.success ? undefined : r.error.issues.find((i) => i.path[0] === "note")?.message;
};

/**
 * /admin/refunds: members' requests to cancel a plan, waiting ones first, each with its quote; approve
 * (the charge as quoted or lower, with a note) or decline with a reason. Below them, the payments captured
 * twice, whose money is the member's (issue 28, decision 0056).
 */
export function AdminRefundsPage() {
  const [status, setStatus] = useState<CancellationStatus | "">("");
  const [pageIndex, setPageIndex] = useState(0);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const refunds = useAdminRefunds({
    page_index: pageIndex,
    page_size: ADMIN_PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const decide = useDecideCancellation();
  const [refunding, setRefunding] = useState<RefundDuePayment | null>(null);
  const refundPayment = useRefundPayment();

  const send = async (body: { decision: "approve" | "decline"; admin_charge?: number; note?: string }) => {
    if (!deciding) return true;
    try {
      await decide.mutateAsync({
        cancellation_id: deciding.request.cancellation_id,
        decision: body.decision,
        ...(body.admin_charge === undefined ? {} : { admin_charge: body.admin_charge }),
        ...(body.note ? { note: body.note } : {}),
      });
      return true;
    } catch (error) {
      // Decided meanwhile: the toast says so and the list has refreshed.
      return error instanceof ApiError && error.status === 409;
    }
  };

  return (
    <Page title={REFUND_TEXT.title} width="full">
      <AdminList
        filters={
          <search
            aria-label="Filter cancellation requests"
            className="rounded-xl border border-line bg-white p-4 sm:max-w-md"
          >
            <SelectField
              label="Status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as CancellationStatus | "");
                setPageIndex(0);
              }}
            >
              <option value="">All (waiting first)</option>
              {CANCELLATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CANCELLATION_STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </search>
        }
        query={refunds}
        noun={{ one: "cancellation request", many: "cancellation requests" }}
        text={{ loading: REFUND_TEXT.loading, failed: REFUND_TEXT.failed, empty: REFUND_TEXT.empty }}
        onPage={setPageIndex}
      >
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((r) => (
              <li key={r.cancellation_id} className="flex min-w-0">
                <CancellationCard
                  request={r}
                  busy={decide.isPending}
                  onDecide={(decision) => setDeciding({ request: r, decision })}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
      {refunds.data ? (
        <RefundDue
          payments={refunds.data.refund_due_payments}
          busy={refundPayment.isPending}
          onRefund={setRefunding}
        />
      ) : null}
      <RefundPaymentDialog
        payment={refunding}
        onClose={() => setRefunding(null)}
        onRefund={async (p) => {
          try {
            await refundPayment.mutateAsync(p.payment_id);
            return true;
          } catch (error) {
            // Refunded meanwhile: the toast says so and the list has refreshed.
            return error instanceof ApiError && error.status === 409;
          }
        }}
      />
      <ApproveCancellationDialog
        request={deciding?.decision === "approve" ? deciding.request : null}
        onClose={() => setDeciding(null)}
        onSubmit={(v) => send({ decision: "approve", ...v })}
      />
      <ReasonDialog
        open={deciding?.decision === "decline"}
        title="Decline this cancellation?"
        label="Why is it declined?"
        submitLabel="Decline request"
        required
        danger
        summary={
          deciding ? (
            <p>
              <strong>{deciding.request.user_name}</strong>'s {deciding.request.quote.plan_type_name} plan
              continues as before.
            </p>
          ) : null
        }
        validate={declineProblem}
        onClose={() => setDeciding(null)}
        onSubmit={(note) => send({ decision: "decline", note })}
      />
    </Page>
  );
}

function CancellationCard({
  request: r,
  busy,
  onDecide,
}: {
  request: AdminCancellationItem;
  busy: boolean;
  onDecide: (decision: "approve" | "decline") => void;
}) {
  const q = r.quote;
  return (
    <article className="flex w-full flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold">
          {r.user_name}: {q.plan_type_name} plan
        </h2>
        <span className="rounded-full bg-primary-50 px-3 py-1 font-semibold text-primary-800">
          {CANCELLATION_STATUS_LABELS[r.status]}
        </span>
      </div>
      <FactList>
        <dt className="font-semibold">Member</dt>
        <dd className="break-words">{r.email}</dd>
        <dt className="font-semibold">Reason</dt>
        <dd className="break-words">{r.reason}</dd>
        <dt className="font-semibold">Asked</dt>
        <dd>{formatIndiaDateTime(r.requested_at)}</dd>
        <dt className="font-semibold">Plan</dt>
        <dd>
          {formatIndiaDay(q.start_date)} to {formatIndiaDay(q.end_date)}, stops on{" "}
          {formatIndiaDay(q.effective_date)}
        </dd>
        <dt className="font-semibold">Paid</dt>
        <dd>{formatInr(q.amount_paid)}</dd>
        <dt className="font-semibold">Charge</dt>
        <dd>{formatInr(r.admin_charge)}</dd>
        <dt className="font-semibold">Refund</dt>
        <dd className="font-semibold">{formatInr(r.refund)}</dd>
        <dt className="font-semibold">Visits after</dt>
        <dd>{q.visits_after}</dd>
        {r.refund_status ? (
          <>
            <dt className="font-semibold">Refund status</dt>
            <dd>{REFUND_STATUS_LABELS[r.refund_status]}</dd>
          </>
        ) : null}
        {r.decision_note ? (
          <>
            <dt className="font-semibold">Note</dt>
            <dd className="break-words">{r.decision_note}</dd>
          </>
        ) : null}
      </FactList>
      {r.status === "requested" ? (
        <DecisionButtons what={`cancellation #${r.cancellation_id}`} busy={busy} onDecide={onDecide} />
      ) : null}
    </article>
  );
}

function RefundDue({
  payments,
  busy,
  onRefund,
}: {
  payments: RefundDuePayment[];
  busy: boolean;
  onRefund: (payment: RefundDuePayment) => void;
}) {
  return (
    <section aria-labelledby="refund-due" className="mt-10 space-y-3">
      <h2 id="refund-due" className="text-2xl font-bold">
        {REFUND_TEXT.refundDueTitle}
      </h2>
      <p className="text-muted">{REFUND_TEXT.refundDueHint}</p>
      {payments.length === 0 ? (
        <p>{REFUND_TEXT.noRefundDue}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {payments.map((p) => (
            <li key={p.payment_id} className="grid gap-1 px-5 py-3 sm:grid-cols-[1fr_auto]">
              <span>
                {p.user_name} · payment #{p.payment_id}
                {p.gateway_payment_id ? ` · ${p.gateway_payment_id}` : ""}
              </span>
              <span className="font-semibold">
                {formatInr(p.amount)}
                {p.paid_at ? `, ${formatIndiaDay(p.paid_at.slice(0, 10))}` : ""}
              </span>
              <span className="sm:col-span-2">
                {p.refund_status ? (
                  <span className="font-semibold">Refund: {REFUND_STATUS_LABELS[p.refund_status]}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy}
                    aria-label={`${REFUND_TEXT.refundPayment}: payment #${p.payment_id}`}
                    onClick={() => onRefund(p)}
                  >
                    {REFUND_TEXT.refundPayment}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
