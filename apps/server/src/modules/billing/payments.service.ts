import {
  PAYMENT_IN_PROGRESS_STATES,
  PAYMENT_MESSAGES,
  PAYMENT_PENDING_MINUTES,
  PAYMENT_TYPE,
  type PaymentRequest,
  type PaymentResponse,
  type PaymentStatus,
  rupeesToPaise,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AnyGateway } from "../../integrations/payments/create-gateway.ts";
import { GatewayError, isPaymentLinkId } from "../../integrations/payments/types.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { Invoices } from "./invoices.service.ts";
import { MEMBER_STATUS } from "./payment-history.service.ts";
import type { PaymentRow } from "./payments.repo.ts";
import * as payments from "./payments.repo.ts";
import * as requests from "./requests.repo.ts";
import { nextPeriod } from "./subscription-period.ts";
import * as subscriptions from "./subscriptions.repo.ts";

export interface PaymentsDeps {
  db: Db;
  gateway: AnyGateway;
  invoices: Invoices;
  members: MemberDirectory;
  /** The receipt written with the invoice is sent once the payment commits. */
  notifier: Pick<Notifier, "kick">;
  now: () => Date;
  log: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
  /**
   * supplier.name is shown in Razorpay Checkout; the sandbox confirms SANDBOX_CONFIRM_MS after an order
   * is made, and the service checks back just after.
   */
  config: Pick<AppConfig, "supplier" | "SANDBOX_CONFIRM_MS">;
}

/** An order that was never made (the process stopped between the two steps) is given up after this. */
const ORDER_CREATION_GRACE_MS = 2 * 60_000;

const MESSAGE: Record<PaymentStatus, string> = {
  pending: PAYMENT_MESSAGES.initiated,
  paid: PAYMENT_MESSAGES.succeeded,
  failed: PAYMENT_MESSAGES.failed,
  refund_due: PAYMENT_MESSAGES.failed,
};

/**
 * Paying for a subscription request, exactly once (docs/decisions/0015-subscriptions-and-payments.md).
 * The database allows one payment in progress and one paid per request; a payment becomes paid, and
 * its subscription and invoice are made, in one transaction that takes the payment's row lock, so the
 * confirmation may arrive any number of times, from any process, by any route (status check,
 * Checkout signature, webhook) and still counts once.
 */
export function createPayments(deps: PaymentsDeps) {
  const { db, gateway } = deps;
  const timers = new Set<NodeJS.Timeout>();

  /** What the member is told about a payment. */
  async function describe(row: PaymentRow): Promise<PaymentResponse> {
    const status = MEMBER_STATUS[row.status];
    const paid = status === "paid";
    const subscription = paid ? await subscriptions.findSubscriptionByPayment(db, row.id) : null;
    const invoice = paid ? await deps.invoices.findByPayment(row.id) : null;
    return {
      Message:
        row.status === "failed" && row.failureReason === GATEWAY_DOWN
          ? PAYMENT_MESSAGES.gatewayUnavailable
          : MESSAGE[status],
      Success: paid,
      payment_id: row.id,
      status,
      gateway: gateway.name,
      checkout: status === "pending" ? await checkoutFor(row) : null,
      subscription_id: subscription?.id ?? null,
      invoice_id: invoice?.id ?? null,
    };
  }

  async function checkoutFor(row: PaymentRow): Promise<PaymentResponse["checkout"]> {
    // A payment link is paid on the gateway's page, not in Checkout (decision 0102).
    if (gateway.name !== "razorpay" || !row.gatewayOrderId || isPaymentLinkId(row.gatewayOrderId))
      return null;
    const member = await deps.members.contact(db, row.userId);
    return {
      key_id: gateway.keyId,
      order_id: row.gatewayOrderId,
      amount: row.amountPaise,
      currency: "INR",
      name: deps.config.supplier.name,
      description: PAYMENT_MESSAGES.checkoutDescription,
      prefill: {
        name: member?.name ?? "",
        email: member?.email ?? "",
        contact: member?.phone ?? "", // E.164, as the checkout wants it
      },
    };
  }

  async function ownPayment(userId: number, paymentId: number): Promise<PaymentRow> {
    const row = await payments.findPayment(db, paymentId);
    // Someone else's payment is "not found", not "forbidden": its existence is not the caller's business.
    if (!row || row.userId !== userId) throw new AppError("BE004");
    return row;
  }

  /** users/paymentprocess/: starts paying for a request, or reports the payment already under way. */
  async function process(userId: number, body: PaymentRequest): Promise<PaymentResponse> {
    const request = await requests.findRequest(db, body.request_id);
    if (!request || request.userId !== userId) throw new AppError("BE004");
    const expectedType = request.frequency === "annual" ? PAYMENT_TYPE.annual : PAYMENT_TYPE.quarterly;
    if (body.payment_type !== expectedType) throw new AppError("BE011", PAYMENT_MESSAGES.paymentTypeMismatch);
    // The client's figure is only compared, never used: the price was fixed when the plan was chosen.
    if (rupeesToPaise(body.payment_amount) !== request.amountPaise) {
      throw new AppError("BE011", PAYMENT_MESSAGES.amountMismatch);
    }

    const at = deps.now();
    const { row, isNew } = await db.transaction(async (tx) => {
      const locked = await requests.lockRequest(tx, request.id);
      if (!locked) throw new AppError("BE004");
      const paid = await payments.findPaidPayment(tx, locked.id);
      if (paid) return { row: paid, isNew: false };
      const running = await payments.findInProgressPayment(tx, locked.id);
      if (running) return { row: running, isNew: false };
      if (locked.status !== "open") throw new AppError("BE010", PAYMENT_MESSAGES.requestNotOpen);
      const inserted = await payments.insertPayment(tx, {
        requestId: locked.id,
        userId,
        paymentType: body.payment_type,
        amountPaise: locked.amountPaise,
        gateway: gateway.name,
        createdAt: at,
        updatedAt: at,
      });
      return { row: inserted, isNew: true };
    });
    if (!isNew) return describe(await reconcileIfDue(row));

    try {
      const order = await gateway.createOrder({
        amountPaise: row.amountPaise,
        receipt: `payment_${row.id}`,
        notes: { user_id: String(userId), request_id: String(row.requestId), payment_id: String(row.id) },
      });
      await payments.setOrder(db, row.id, order.orderId, deps.now());
    } catch (error) {
      await payments.endInProgress(db, row.id, "failed", GATEWAY_DOWN, deps.now());
      if (error instanceof GatewayError) {
        throw new AppError("SE002", PAYMENT_MESSAGES.gatewayUnavailable, [], { cause: error });
      }
      throw error;
    }
    const made = await mustFind(row.id);
    if (gateway.name !== "sandbox") return describe(made); // the member has yet to pay in Checkout
    checkBackLater(row.id);
    return describe(await reconcileIfDue(made));
  }

  async function mustFind(id: number): Promise<PaymentRow> {
    const row = await payments.findPayment(db, id);
    if (!row) throw new Error(`payment ${id} vanished`);
    return row;
  }

  /** Like a gateway's webhook: the sandbox's confirmation is picked up even if nobody asks. */
  function checkBackLater(paymentId: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void mustFind(paymentId)
        .then(reconcileIfDue)
        .catch((error) => deps.log.error({ err: error, paymentId }, "sandbox confirmation check failed"));
    }, deps.config.SANDBOX_CONFIRM_MS + 50);
    timer.unref();
    timers.add(timer);
  }

  /** While a payment is in progress, asks the gateway how it stands and records the answer. */
  async function reconcileIfDue(row: PaymentRow): Promise<PaymentRow> {
    if (!PAYMENT_IN_PROGRESS_STATES.includes(row.status)) return row;
    const at = deps.now();
    if (!row.gatewayOrderId) {
      if (at.getTime() - row.createdAt.getTime() > ORDER_CREATION_GRACE_MS) {
        await payments.endInProgress(db, row.id, "failed", GATEWAY_DOWN, at);
        return mustFind(row.id);
      }
      return row;
    }
    let outcome: Awaited<ReturnType<AnyGateway["orderStatus"]>>;
    try {
      outcome = await gateway.orderStatus(row.gatewayOrderId);
    } catch (error) {
      // Still in progress as far as we know; the next check, or the gateway's notification, settles it.
      deps.log.warn({ err: error, paymentId: row.id }, "could not ask the gateway about a payment");
      return row;
    }
    if (outcome.state === "paid") await confirm(row.id, outcome.gatewayPaymentId, outcome.amountPaise);
    else if (outcome.state === "failed")
      await payments.endInProgress(db, row.id, "failed", outcome.reason, at);
    else if (
      at.getTime() - row.createdAt.getTime() > PAYMENT_PENDING_MINUTES * 60_000 &&
      gateway.name === "sandbox" &&
      // A renewal's payment link stays open until its day has passed (the renewal sweep ends it).
      !isPaymentLinkId(row.gatewayOrderId)
    ) {
      await payments.endInProgress(db, row.id, "expired", "Not confirmed in time", at);
    }
    return mustFind(row.id);
  }

  /**
   * The gateway says the money was taken. Once per payment, whoever reports it: the payment becomes
   * paid, its request paid, and its subscription and GST invoice are made, all or nothing. A second
   * captured payment for a request already paid is kept as refund_due and buys nothing.
   */
  async function confirm(paymentId: number, gatewayPaymentId: string, amountPaise: number): Promise<void> {
    const at = deps.now();
    await db.transaction(async (tx) => {
      const row = await payments.lockPayment(tx, paymentId);
      if (!row || row.status === "paid" || row.status === "refund_due") return;
      const request = await requests.lockRequest(tx, row.requestId);
      if (!request) throw new Error(`request ${row.requestId} of payment ${row.id} is missing`);
      const alreadyPaid = await payments.findPaidPayment(tx, request.id);
      if (alreadyPaid || amountPaise !== row.amountPaise) {
        await payments.setCaptured(tx, row.id, "refund_due", gatewayPaymentId, amountPaise, at);
        deps.log.error(
          {
            paymentId: row.id,
            requestId: request.id,
            amountPaise,
            expected: row.amountPaise,
            alreadyPaid: alreadyPaid?.id,
          },
          "money captured that buys nothing: refund due",
        );
        return;
      }
      await payments.setCaptured(tx, row.id, "paid", gatewayPaymentId, amountPaise, at);
      await requests.setRequestStatus(tx, request.id, "paid");
      const today = indiaDate(at);
      const period = nextPeriod(today, await subscriptions.latestEnd(tx, request.userId), request.frequency);
      await subscriptions.insertSubscription(tx, {
        userId: request.userId,
        requestId: request.id,
        paymentId: row.id,
        planTierId: request.planTierId,
        tier: request.tier,
        beneficiaries: request.beneficiaries,
        frequency: request.frequency,
        startsOn: period.startsOn,
        endsOn: period.endsOn,
        createdAt: at,
      });
      await deps.invoices.issue(tx, {
        payment: { ...row, gatewayPaymentId, paidAt: at },
        request,
        period,
        at,
      });
      deps.log.info({ paymentId: row.id, requestId: request.id }, "payment confirmed");
    });
    deps.notifier.kick();
  }

  /** Brings a request's payment in progress (if any) up to date with the gateway. */
  async function settleInProgress(requestId: number): Promise<void> {
    const running = await payments.findInProgressPayment(db, requestId);
    if (running) await reconcileIfDue(running);
  }

  /** users/paymentstatus/ */
  async function status(userId: number, paymentId: number): Promise<PaymentResponse> {
    return describe(await reconcileIfDue(await ownPayment(userId, paymentId)));
  }

  /** users/paymentverify/: Razorpay Checkout's signed result; nothing is marked paid unless the signature holds. */
  async function verifyCheckout(
    userId: number,
    body: {
      payment_id: number;
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  ): Promise<PaymentResponse> {
    if (gateway.name !== "razorpay") throw new AppError("BE011", PAYMENT_MESSAGES.signatureInvalid);
    const row = await ownPayment(userId, body.payment_id);
    const genuine =
      row.gatewayOrderId === body.razorpay_order_id &&
      gateway.verifyCheckoutSignature({
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
    if (!genuine) {
      deps.log.warn({ paymentId: row.id }, "Razorpay checkout signature refused");
      throw new AppError("BE011", PAYMENT_MESSAGES.signatureInvalid);
    }
    await confirm(row.id, body.razorpay_payment_id, row.amountPaise);
    return describe(await mustFind(row.id));
  }

  /** A gateway notification that an order was paid (webhooks; already verified by the caller). */
  async function capturedAtGateway(
    orderId: string,
    gatewayPaymentId: string,
    amountPaise: number,
  ): Promise<boolean> {
    const row = await payments.findPaymentByOrder(db, gateway.name, orderId);
    if (!row) return false;
    await confirm(row.id, gatewayPaymentId, amountPaise);
    return true;
  }

  /** A gateway notification that a try failed: noted; the member may still pay the same order. */
  async function failedAtGateway(orderId: string, reason: string): Promise<boolean> {
    const row = await payments.findPaymentByOrder(db, gateway.name, orderId);
    if (!row) return false;
    if (row.status === "pending") await payments.noteFailure(db, row.id, reason, deps.now());
    return true;
  }

  function close() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  return { process, status, verifyCheckout, capturedAtGateway, failedAtGateway, settleInProgress, close };
}
export type Payments = ReturnType<typeof createPayments>;

/** Why an attempt ended without reaching the gateway (the member is told the service was unreachable). */
const GATEWAY_DOWN = "The payment service could not be reached";
