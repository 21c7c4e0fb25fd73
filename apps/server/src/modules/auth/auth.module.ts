import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { moduleKit } from "../module-kit.ts";
import { loginRoutes } from "./login.routes.ts";
import { createLogin, type Login } from "./login.service.ts";
import { otpRoutes } from "./otp.routes.ts";
import { createOtpService, type OtpDeps, type OtpService } from "./otp.service.ts";
import type { StaffAccess } from "./ports.ts";
import { createSessions, type Sessions } from "./sessions.service.ts";

/** What auth takes: where codes live (the app's), who has an account (members'), who may log in (companions', staff's). */
export interface AuthNeeds {
  otpStore: OtpDeps["otpStore"];
  accounts: OtpDeps["accounts"];
  loginGate: OtpDeps["loginGate"];
  /** A console session's role and cities, and who of the staff may log in (the staff module's). */
  staffAccess: StaffAccess;
}

/** What auth lends: codes, logins (the companions module logs its role in with the same), sessions. */
export interface AuthProvides {
  sessions: Sessions;
  otp: OtpService;
  login: Login;
}

/** Auth: one-time codes, logins and logouts. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps & AuthNeeds & AuthProvides) {
  otpRoutes(app, deps.otp);
  loginRoutes(app, deps.login, deps.staffAccess);
}

const kit = moduleKit<AuthNeeds, AuthProvides>();

export const authModule = kit.define({
  name: "auth",
  needs: ["otpStore", "accounts", "loginGate", "staffAccess"],
  provides: {
    sessions: kit.service(["staffAccess"], (deps) => createSessions(deps)),
    otp: kit.service(["otpStore", "accounts", "loginGate", "staffAccess"], (deps) => createOtpService(deps)),
    login: kit.service(["otp", "sessions", "accounts", "loginGate", "staffAccess"], (deps) =>
      createLogin(deps),
    ),
  },
  routes: authRoutes,
});
