import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { loginRoutes } from "./login.routes.ts";
import { createLogin } from "./login.service.ts";
import { otpRoutes } from "./otp.routes.ts";
import type { OtpService } from "./otp.service.ts";
import type { AccountLookup } from "./ports.ts";
import type { Sessions } from "./sessions.service.ts";

/** Auth: one-time codes, logins and logouts. Its code and session services are lent to other modules. */
export async function authModule(
  app: FastifyInstance,
  deps: AppDeps & { otp: OtpService; sessions: Sessions; accounts: AccountLookup },
) {
  otpRoutes(app, deps.otp);
  loginRoutes(app, createLogin(deps));
}
