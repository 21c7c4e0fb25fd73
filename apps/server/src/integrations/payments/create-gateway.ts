import type { Config } from "../../config.ts";
import { createRazorpayGateway, type RazorpayGateway } from "./razorpay-gateway.ts";
import { createSandboxGateway, type SandboxGateway } from "./sandbox-gateway.ts";

export type AnyGateway = SandboxGateway | RazorpayGateway;

export type GatewayConfig = Pick<
  Config,
  | "PAYMENT_GATEWAY"
  | "SANDBOX_CONFIRM_MS"
  | "RAZORPAY_KEY_ID"
  | "RAZORPAY_KEY_SECRET"
  | "RAZORPAY_WEBHOOK_SECRET"
  | "RAZORPAY_API_URL"
>;

/** The gateway configuration asks for (config.ts has already required Razorpay's keys). */
export function createGateway(config: GatewayConfig, now?: () => Date): AnyGateway {
  if (config.PAYMENT_GATEWAY === "razorpay") {
    return createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID ?? "",
      keySecret: config.RAZORPAY_KEY_SECRET ?? "",
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? "",
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return createSandboxGateway({ confirmAfterMs: config.SANDBOX_CONFIRM_MS, ...(now ? { now } : {}) });
}
