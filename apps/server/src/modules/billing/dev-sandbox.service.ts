import type { SandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { toIdentifier } from "../../lib/identifier.ts";
import type { Accounts } from "../members/accounts.service.ts";
import type { Payments } from "./payments.service.ts";

/** Development only: steering the sandbox gateway, to try the failure path by hand or in tests. */
export function createDevSandbox(deps: {
  gateway: SandboxGateway;
  accounts: Accounts;
  payments: Pick<Payments, "capturedAtGateway">;
}) {
  /** Makes the sandbox decline the next payment of the member with this phone or email; their id, or null. */
  async function declineNext(member: { phone: string } | { email: string }): Promise<number | null> {
    const user = await deps.accounts.find(
      "phone" in member ? toIdentifier("P", member.phone) : toIdentifier("E", member.email),
    );
    if (!user) return null;
    deps.gateway.failNextFor(user.id);
    return user.id;
  }

  /**
   * The sandbox's page for a renewal's payment link (decision 0102): opening it pays the link, confirmed
   * as Razorpay's payment_link.paid webhook confirms one. False for a link we did not make.
   */
  async function payLink(linkId: string): Promise<boolean> {
    const payment = deps.gateway.paymentOfLink(linkId);
    if (!payment) return false;
    return deps.payments.capturedAtGateway(linkId, payment.gatewayPaymentId, payment.amountPaise);
  }

  return { declineNext, payLink };
}
export type DevSandbox = ReturnType<typeof createDevSandbox>;
