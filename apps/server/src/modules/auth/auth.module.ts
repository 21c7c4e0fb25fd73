import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { loginRoutes } from "./login.routes.ts";
import type { Login } from "./login.service.ts";
import { otpRoutes } from "./otp.routes.ts";
import type { OtpService } from "./otp.service.ts";

/**
 * Auth: one-time codes, logins and logouts. Its code, login and session services are lent to other
 * modules (built in app.ts): the companions module logs its role in with the same login.
 */
export async function authModule(app: FastifyInstance, deps: AppDeps & { otp: OtpService; login: Login }) {
  otpRoutes(app, deps.otp);
  loginRoutes(app, deps.login);
}
