/**
 * Payment gateways behind one interface, chosen by configuration (PAYMENT_GATEWAY): the offline
 * `sandbox` (default) and Razorpay. Money is integer paise; currency is always INR.
 */

export interface CreateOrderInput {
  amountPaise: number;
  /** Our own reference for the order (at most 40 characters), e.g. "pay_123". */
  receipt: string;
  /** Free-form key/values stored with the order at the gateway (at most 15 pairs). */
  notes: Record<string, string>;
}

export interface GatewayOrder {
  /** The gateway's order id (Razorpay: "order_…"; sandbox: "sandbox_order_…"). */
  orderId: string;
}

/** How an order stands at the gateway. */
export type OrderStatus =
  | { state: "pending" }
  | { state: "paid"; gatewayPaymentId: string; amountPaise: number }
  | { state: "failed"; reason: string };

export interface RefundInput {
  /** The gateway's id of the captured payment to refund. */
  gatewayPaymentId: string;
  amountPaise: number;
  /**
   * The same key for every try of one refund (10 to 64 letters, digits, "-" and "_"): a retry after a
   * lost answer is the same refund at the gateway, never a second one.
   */
  idempotencyKey: string;
  /** Our own reference (at most 40 characters). */
  receipt: string;
}

/** How a refund stands at the gateway: on its way, done (money sent back), or failed. */
export type RefundState = { state: "pending" } | { state: "processed" } | { state: "failed"; reason: string };

export interface CreateMandateInput {
  /** The payer as the gateway's customer; phone in E.164 ("+919830012345"). */
  customer: { name: string; email: string; phone: string };
  /** How the payer approves it: UPI AutoPay (the default) or a card, the family's choice. */
  method?: "upi" | "card";
  /** The most one debit under the mandate may take (paise). */
  maxAmountPaise: number;
  /** Our own reference (at most 40 characters), the same for every try of one mandate. */
  receipt: string;
}

export interface ChargeMandateInput {
  customerId: string;
  mandateId: string;
  amountPaise: number;
  /** 10 to 64 letters, digits, "-" and "_": a retry after a lost answer is the same debit. */
  idempotencyKey: string;
  receipt: string;
  notes: Record<string, string>;
  /** The payer, as the gateway's recurring call wants them. */
  customer: { email: string; phone: string };
}

/**
 * A mandate asked of the gateway: active at once (the sandbox), created and waiting for the payer's
 * approval at their bank (Razorpay's registration link, confirmed by webhook), or refused (a payer the
 * gateway cannot make a mandate for, such as a foreign card): each renewal then goes as a payment link.
 */
export type MandateResult =
  | {
      state: "active" | "created";
      method: "upi" | "card";
      customerId: string;
      mandateId: string;
      /** Where the payer approves the mandate, while it is created. */
      approvalUrl?: string;
    }
  | { state: "refused"; reason: string };

/**
 * How a mandate stands at the gateway (decision 0101): still waiting for the payer's bank, active (its
 * id may change: Razorpay's registration link becomes a token once approved), or ended at the bank
 * (rejected, cancelled or paused by the payer): no debit can be taken under it.
 */
export type MandateStatus =
  | { state: "created" }
  | { state: "active"; mandateId: string }
  | { state: "ended"; reason: string };

export interface PaymentLinkInput {
  amountPaise: number;
  /** The payer (phone in E.164). */
  customer: { name: string; email: string; phone: string };
  /** What the payer sees on the gateway's page. */
  description: string;
  /** Our own reference, unique per link (at most 40 characters): a second link for it is refused. */
  reference: string;
  /** After this the link can no longer be paid. */
  expireBy: Date;
  notes: Record<string, string>;
}

/**
 * A payment link's id stands where an order's would (payments.gateway_order_id): the payment is followed
 * by orderStatus like any order. Razorpay's are "plink_…"; the sandbox's "sandbox_plink_…".
 */
export const isPaymentLinkId = (id: string | null | undefined): boolean =>
  typeof id === "string" && (id.startsWith("plink_") || id.startsWith("sandbox_plink_"));

export interface PaymentGateway {
  readonly name: "sandbox" | "razorpay";
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** Asks the gateway how an order stands (used to confirm and to reconcile). */
  orderStatus(orderId: string): Promise<OrderStatus>;
  /** Refunds part or all of a captured payment, to the way it was paid. */
  refund(input: RefundInput): Promise<{ refundId: string } & RefundState>;
  /** Asks the gateway how a refund stands. */
  refundStatus(refundId: string): Promise<RefundState>;
  /** Asks for a recurring-payment mandate for a plan's automatic renewal (decision 0097). */
  createMandate(input: CreateMandateInput): Promise<MandateResult>;
  /**
   * Debits a renewal under an active mandate: an order the gateway charges to the mandate, followed like
   * any order (orderStatus, webhook). The same idempotency key for every try of one attempt.
   */
  chargeMandate(input: ChargeMandateInput): Promise<GatewayOrder>;
  /**
   * A one-tap payment link the payer opens and pays on the gateway's page (a renewal that needs their
   * approval, decision 0102). `url` is absolute, or a path of this app's own (the sandbox's page).
   */
  createPaymentLink(input: PaymentLinkInput): Promise<{ linkId: string; url: string }>;
  /** Cancels a payment link not paid yet; one already ended is not an error. */
  cancelPaymentLink(linkId: string): Promise<void>;
  /** Asks the gateway how a mandate stands (its approval at the bank, or its end there). */
  mandateStatus(input: { customerId: string; mandateId: string }): Promise<MandateStatus>;
  /** Cancels a mandate at once; cancelling one already cancelled is not an error. */
  cancelMandate(input: { customerId: string; mandateId: string }): Promise<void>;
}

/** The gateway could not be reached or refused the call; the message is for logs, not users. */
export class GatewayError extends Error {
  override name = "GatewayError";
}
