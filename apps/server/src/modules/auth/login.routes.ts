import { API, type LoginRequest, SUCCESS_MESSAGES, USER_TYPE } from "@eldercare/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { registerRoute } from "../../http/route.ts";
import { findUserByEmail, findUserByPhone } from "../members/users.repo.ts";
import { toIdentifier } from "./identifier.ts";
import type { OtpService } from "./otp.service.ts";
import type { SessionService } from "./sessions.ts";

interface LoginDeps {
  db: Db;
  otp: OtpService;
  sessions: SessionService;
}

/** users/login/, admin/login/ and the two logouts. */
export async function loginRoutes(app: FastifyInstance, deps: LoginDeps) {
  /** A correct login code for an account of this kind earns a new session. */
  async function login(body: LoginRequest, userType: number) {
    const id = toIdentifier(body.email_phn_flag, body.user_name);
    await deps.otp.verify(id, ["login"], userType, body.otp);
    const user =
      id.channel === "sms"
        ? await findUserByPhone(deps.db, id.lookup)
        : await findUserByEmail(deps.db, id.lookup);
    if (!user || user.userType !== userType) throw new AppError("BE005");
    const token = await deps.sessions.create(deps.db, user.id, userType);
    return { user, token };
  }

  registerRoute(app, API.userLogin, async (body) => {
    const { user, token } = await login(body, USER_TYPE.user);
    return { data: { user_name: user.userName, email: user.email, user_id: user.id }, token };
  });

  registerRoute(app, API.adminLogin, async (body) => {
    const { user, token } = await login(body, USER_TYPE.admin);
    return { data: { user_name: user.userName, email: user.email }, token };
  });

  const logout = async (_body: unknown, request: FastifyRequest) => {
    if (request.auth) await deps.sessions.revoke(request.auth.sessionId);
    return { data: { Message: SUCCESS_MESSAGES.logout } };
  };
  registerRoute(app, API.userLogout, logout);
  registerRoute(app, API.adminLogout, logout);
}
