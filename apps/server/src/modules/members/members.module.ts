import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import { memberRoutes } from "./members.routes.ts";
import { createProfiles } from "./profile.service.ts";
import { createRegistration } from "./registration.service.ts";

/** Members: registration and the member's own profile. Its account lookups are lent to other modules. */
export async function membersModule(
  app: FastifyInstance,
  deps: AppDeps & { otp: OtpService; sessions: Sessions; paymentHistory: PaymentHistory },
) {
  memberRoutes(app, { registration: createRegistration(deps), profiles: createProfiles(deps) });
}
