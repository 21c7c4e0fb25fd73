import { API, USER_TYPE } from "@eldercare/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerRoute } from "../../http/route.ts";
import type { Login } from "./login.service.ts";
import type { StaffAccess } from "./ports.ts";

/** users/login/, admin/login/ and the two logouts. */
export function loginRoutes(app: FastifyInstance, login: Login, staff: Pick<StaffAccess, "loginDetails">) {
  registerRoute(app, API.userLogin, async (body) => {
    const { user, token } = await login.login(body, USER_TYPE.user);
    return { data: { user_name: user.userName, email: user.email, user_id: user.id }, token };
  });

  registerRoute(app, API.adminLogin, async (body) => {
    const { user, token } = await login.login(body, USER_TYPE.admin);
    // The role and cities the console shows and hides by (the server still checks every call).
    const details = await staff.loginDetails(user.id);
    return { data: { user_name: user.userName, email: user.email, ...details }, token };
  });

  const logout = async (_body: unknown, request: FastifyRequest) => ({
    data: await login.logout(request.auth),
  });
  registerRoute(app, API.userLogout, logout);
  registerRoute(app, API.adminLogout, logout);
}
