import { formatInr, paiseToRupees } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { GatewayError, type PaymentGateway } from "../../integrations/payments/types.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { CreditNotes } from "./credit-notes.service.ts";
import { findInvoiceByPayment } from "./invoices.repo.ts";
import { type CancellationRow, findCancellation } from "./plan-cancellations.repo.ts";
import * as repo from "./refunds.repo.ts";

export const REFUND_PROCESSED_KIND = "refund_processed";
export const REFUND_FAILED_KIND = "refund_failed";
const BATCH = 10;
/** A sent refund's state is first asked this long after it was sent. */
const CHECK_AFTER_MS = 5_000;
/**
 * Then, while the gateway has not settled it, it is asked again this often (at most the safety interval,
 * NOTIFY_INTERVAL_MS); a send the gateway refused is tried again as often.
 */
export const ASK_AGAIN_MS = 15_000;

export interface RefundDeps {
  db: Db;
  gateway: Pick<PaymentGateway, "refund" | "refundStatus">;
  members: Pick<MemberDirectory, "contacts">;
  notifier: Pick<Notifier, "enqueue" | "kick">;
  creditNotes: Pick<CreditNotes, "issue">;
  config: Pick<AppConfig, "SUPPORT_EMAIL"> & { publicUrl?: string };
  log: { error(o: object, m: string): void };
}

/**
 * Refunds of approved plan cancellations at the gateway (decision 0057). A sweep in every process sends
 * the refunds not yet sent (each claimed under a row lock that others skip; the fixed idempotency key
 * makes a send repeated after a crash the same refund at the gateway), then asks the gateway how the
 * sent ones stand. Settling is conditional on the refund still pending, so a webhook and a check
 * arriving together settle it once, and the family's email goes out once.
 */
export function createRefunds(deps: RefundDeps) {
  const { db } = deps;

  const publicUrl = (deps.config.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");

  /**
   * A processed refund of an invoiced payment gets its GST credit note, in the same transaction (so the
   * note exists exactly when the refund is processed); a payment never invoiced (captured twice) has none.
   */
  async function issueCreditNote(tx: Db, refund: repo.RefundRow, request: CancellationRow | null, at: Date) {
    const invoice = await findInvoiceByPayment(tx, refund.paymentId);
    if (!invoice) return null;
    const reason = request
      ? `Plan cancelled from ${formatIndiaDay(request.effectiveDate)} (cancellation request #${request.id})`
      : `Payment ${refund.paymentId} refunded in full`;
    const id = await deps.creditNotes.issue(tx, { refund, invoice, reason, at });
    return { id };
  }

  async function tellFamily(
    tx: Db,
    refund: repo.RefundRow,
    request: CancellationRow | null,
    creditNote: { id: number } | null,
  ) {
    const amount = formatInr(paiseToRupees(refund.amountPaise));
    const what = refund.cancellationId
      ? `cancellation request #${refund.cancellationId}`
      : `payment #${refund.paymentId} (captured twice)`;
    if (refund.status === "failed") {
      await deps.notifier.enqueue(tx, {
        kind: REFUND_FAILED_KIND,
        refId: refund.id,
        to: deps.config.SUPPORT_EMAIL,
        subject: `Refund #${refund.id} failed at the gateway`,
        body: `The refund of ${amount} for ${what} failed: ${refund.failureReason ?? "no reason given"}. Please pay it back another way and tell the member.`,
      });
      return;
    }
    const userId = request?.userId ?? (await repo.paymentOwner(tx, refund.paymentId));
    if (userId === null) return;
    const member = (await deps.members.contacts(tx, [userId])).get(userId);
    if (!member || member.email === erasedEmail(userId)) return;
    const paidFor = request
      ? `for your ${request.quote.plan_type_name} plan`
      : "of a payment we took twice for your plan";
    await deps.notifier.enqueue(tx, {
      kind: REFUND_PROCESSED_KIND,
      refId: refund.id,
      to: member.email,
      subject: `Your refund of ${amount} is on its way`,
      body: [
        `Dear ${member.name},`,
        "",
        `We have refunded ${amount} ${paidFor} to the way you paid. Banks usually show it within 5 to 7 working days.`,
        ...(creditNote
          ? [
              "",
              "Our GST credit note for this refund is attached to this email as a PDF.",
              `You can also open it at any time from your profile: ${publicUrl}/user/creditnotes/${creditNote.id}`,
            ]
          : []),
        ...SIGN_OFF_LINES,
      ].join("\n"),
    });
  }

  /** Settles a refund by the gateway's word (a status check or a webhook); true when this call did. */
  async function settle(refundId: number, state: "processed" | "failed", reason: string | null, at: Date) {
    const settled = await db.transaction(async (tx) => {
      const row = await repo.settle(tx, refundId, { status: state, reason, at });
      if (!row) return false;
      // The request (none for a payment captured twice) is read once for the note and the email.
      const request = row.cancellationId ? await findCancellation(tx, row.cancellationId) : null;
      const creditNote = row.status === "processed" ? await issueCreditNote(tx, row, request, at) : null;
      await tellFamily(tx, row, request, creditNote);
      return true;
    });
    if (settled) deps.notifier.kick();
    return settled;
  }

  /** Sends the refunds not yet sent; a gateway failure leaves one for the next sweep (same key). */
  async function sendDue(now: Date): Promise<number> {
    let sent = 0;
    await db.transaction(async (tx) => {
      for (const { refund, gatewayPaymentId } of await repo.claimUnsent(tx, BATCH)) {
        if (!gatewayPaymentId) {
          await repo.settle(tx, refund.id, {
            status: "failed",
            reason: "No gateway payment to refund",
            at: now,
          });
          continue;
        }
        try {
          const made = await deps.gateway.refund({
            gatewayPaymentId,
            amountPaise: refund.amountPaise,
            idempotencyKey: refund.idempotencyKey,
            receipt: `refund_${refund.id}`,
          });
          await repo.markSent(tx, refund.id, made.refundId, now);
          sent += 1;
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          deps.log.error({ err: error, refundId: refund.id }, "refund not sent; the next sweep tries again");
        }
      }
    });
    return sent;
  }

  /** Asks the gateway how the sent refunds stand, and settles those it has finished. */
  async function checkSent(now: Date): Promise<number> {
    let settled = 0;
    for (const refund of await repo.sentPending(db, new Date(now.getTime() - CHECK_AFTER_MS), BATCH * 2)) {
      try {
        const state = await deps.gateway.refundStatus(refund.gatewayRefundId ?? "");
        if (state.state === "pending") continue;
        const reason = state.state === "failed" ? state.reason : null;
        if (await settle(refund.id, state.state, reason, now)) settled += 1;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        deps.log.error(
          { err: error, refundId: refund.id },
          "refund status not read; the next sweep asks again",
        );
      }
    }
    return settled;
  }

  /**
   * When the sweep next has work without being told of a new refund (its insert notifies it): the first
   * question about a refund just sent, then every ASK_AGAIN_MS while one is pending or unsent; null when
   * every refund is settled.
   */
  async function nextDue(now: Date): Promise<Date | null> {
    const state = await repo.pendingState(db, new Date(now.getTime() - CHECK_AFTER_MS));
    const due: number[] = [];
    if (state.unsent || state.asked) due.push(now.getTime() + ASK_AGAIN_MS);
    if (state.firstUnasked) due.push(state.firstUnasked.getTime() + CHECK_AFTER_MS);
    return due.length > 0 ? new Date(Math.min(...due)) : null;
  }

  const sweeper = createSweeper(
    async (now) => {
      await sendDue(now);
      await checkSent(now);
    },
    { nextDue, onError: (error) => deps.log.error({ err: error }, "refund sweep failed") },
  );

  return { sendDue, checkSent, settle, nextDue, start: sweeper.start, stop: sweeper.stop };
}
export type Refunds = ReturnType<typeof createRefunds>;
