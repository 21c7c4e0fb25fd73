import { createHash, randomBytes } from "node:crypto";
import {
  GatewayError,
  type MandateResult,
  type MandateStatus,
  type OrderStatus,
  type PaymentGateway,
  type RefundState,
} from "./types.ts";

export interface SandboxGateway extends PaymentGateway {
  readonly name: "sandbox";
  /** The next order for this member is declined (tests; /dev/sandbox in development). */
  failNextFor(userId: number): void;
  /** What paying this payment link on its page takes (its amount; the payment's id), or null for no such link. */
  paymentOfLink(linkId: string): { gatewayPaymentId: string; amountPaise: number } | null;
}

const PAYMENT_LINK_ID = /^sandbox_plink_([0-9a-z]+)_([0-9a-z]+)_([0-9a-f]{12})$/;
const ORDER_ID = /^sandbox_order_([0-9a-z]+)_([0-9a-z]+)_([sf])_([0-9a-f]{12})$/;
const REFUND_ID = /^sandbox_rfnd_([0-9a-z]+)_([0-9a-z]+)_([0-9a-f]{12})$/;

/**
 * A gateway that behaves like one without leaving the machine: an order is confirmed (or declined)
 * `confirmAfterMs` after it is made. The order id itself carries when it was made, its amount and its
 * outcome, so every server process answers alike and nothing is kept in memory but the test switch.
 */
export function createSandboxGateway(options: { confirmAfterMs: number; now?: () => Date }): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const declineNext = new Set<string>();

  return {
    name: "sandbox",

    failNextFor(userId) {
      declineNext.add(String(userId));
    },

    paymentOfLink(linkId) {
      const match = PAYMENT_LINK_ID.exec(linkId);
      if (!match) return null;
      return {
        gatewayPaymentId: `sandbox_pay_${match[3]}`,
        amountPaise: Number.parseInt(match[2] ?? "", 36),
      };
    },

    async createOrder({ amountPaise, notes }) {
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new GatewayError(`sandbox: amount must be at least 100 paise, got ${amountPaise}`);
      }
      const member = notes.user_id ?? "";
      const outcome = declineNext.delete(member) ? "f" : "s";
      const id = [
        now().getTime().toString(36),
        amountPaise.toString(36),
        outcome,
        randomBytes(6).toString("hex"),
      ];
      return { orderId: `sandbox_order_${id.join("_")}` };
    },

    // A refund is processed `confirmAfterMs` after it is made; its id carries when, so every process agrees.
    async refund({ gatewayPaymentId, amountPaise, idempotencyKey }) {
      if (!gatewayPaymentId.startsWith("sandbox_pay_")) {
        throw new GatewayError(`sandbox: unknown payment ${gatewayPaymentId}`);
      }
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new GatewayError(`sandbox: refund must be at least 100 paise, got ${amountPaise}`);
      }
      // The key's hash stands in for the random part: a retry with the same key is the same refund.
      const tail = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 12);
      const refundId = `sandbox_rfnd_${now().getTime().toString(36)}_${amountPaise.toString(36)}_${tail}`;
      return { refundId, ...(await this.refundStatus(refundId)) };
    },

    async refundStatus(refundId): Promise<RefundState> {
      const match = REFUND_ID.exec(refundId);
      if (!match) throw new GatewayError(`sandbox: unknown refund ${refundId}`);
      const madeAt = Number.parseInt(match[1] ?? "", 36);
      return now().getTime() - madeAt < options.confirmAfterMs
        ? { state: "pending" }
        : { state: "processed" };
    },

    // A mandate is active at once, paid by UPI; a payer whose phone is not Indian (+91) stands for a
    // foreign card the gateway cannot make a mandate for. The ids carry the receipt's hash, so a retry
    // of one mandate is the same mandate.
    async createMandate({ customer, maxAmountPaise, receipt, method = "upi" }): Promise<MandateResult> {
      if (!Number.isInteger(maxAmountPaise) || maxAmountPaise < 100) {
        throw new GatewayError(`sandbox: mandate limit must be at least 100 paise, got ${maxAmountPaise}`);
      }
      if (!customer.phone.startsWith("+91")) {
        return { state: "refused", reason: "The sandbox makes mandates for Indian payers only" };
      }
      const tail = createHash("sha256").update(receipt).digest("hex").slice(0, 12);
      return {
        state: "active",
        method,
        customerId: `sandbox_cust_${tail}`,
        mandateId: `sandbox_token_${tail}`,
      };
    },

    // A debit is an order like any other (declined when failNextFor asked it), its random part the
    // key's hash: a retry with the same key is the same debit.
    async chargeMandate({ mandateId, amountPaise, idempotencyKey, notes }) {
      if (!mandateId.startsWith("sandbox_token_"))
        throw new GatewayError(`sandbox: unknown mandate ${mandateId}`);
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new GatewayError(`sandbox: amount must be at least 100 paise, got ${amountPaise}`);
      }
      const outcome = declineNext.delete(notes.user_id ?? "") ? "f" : "s";
      const tail = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 12);
      return {
        orderId: `sandbox_order_${now().getTime().toString(36)}_${amountPaise.toString(36)}_${outcome}_${tail}`,
      };
    },

    // A sandbox mandate is active from the start and stays so until cancelled here.
    async mandateStatus({ mandateId }): Promise<MandateStatus> {
      if (!mandateId.startsWith("sandbox_token_"))
        throw new GatewayError(`sandbox: unknown mandate ${mandateId}`);
      return { state: "active", mandateId };
    },

    async cancelMandate({ mandateId }) {
      if (!mandateId.startsWith("sandbox_token_"))
        throw new GatewayError(`sandbox: unknown mandate ${mandateId}`);
    },

    // A link is paid only on its page (/dev/sandbox/paylink/:id, which confirms the payment as Razorpay's
    // webhook would): until then it is open. Its id carries its amount and the reference's hash.
    async createPaymentLink({ amountPaise, reference }) {
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new GatewayError(`sandbox: amount must be at least 100 paise, got ${amountPaise}`);
      }
      const tail = createHash("sha256").update(reference).digest("hex").slice(0, 12);
      const linkId = `sandbox_plink_${now().getTime().toString(36)}_${amountPaise.toString(36)}_${tail}`;
      return { linkId, url: `/dev/sandbox/paylink/${linkId}` };
    },

    async cancelPaymentLink(linkId) {
      if (!PAYMENT_LINK_ID.test(linkId)) throw new GatewayError(`sandbox: unknown payment link ${linkId}`);
    },

    async orderStatus(orderId): Promise<OrderStatus> {
      if (PAYMENT_LINK_ID.test(orderId)) return { state: "pending" };
      const match = ORDER_ID.exec(orderId);
      if (!match) throw new GatewayError(`sandbox: unknown order ${orderId}`);
      const [, madeAt = "", amount = "", outcome, tail] = match;
      if (now().getTime() - Number.parseInt(madeAt, 36) < options.confirmAfterMs) return { state: "pending" };
      if (outcome === "f") return { state: "failed", reason: "Declined by the sandbox gateway" };
      return {
        state: "paid",
        gatewayPaymentId: `sandbox_pay_${tail}`,
        amountPaise: Number.parseInt(amount, 36),
      };
    },
  };
}
