import { createRazorpayGateway, type RazorpayGateway } from "./razorpay-gateway.ts";
import { createSandboxGateway, type SandboxGateway } from "./sandbox-gateway.ts";

export type AnyGateway = SandboxGateway | RazorpayGateway;

/** What the gateways need of the configuration (config.ts parses and checks these variables). */
export interface GatewayConfig {
  PAYMENT_GATEWAY: "sandbox" | "razorpay";
  SANDBOX_CONFIRM_MS: number;
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  RAZORPAY_API_URL: string;
}

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
