import { API, FAMILY_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf, optionalSession } from "../../http/session-guard.ts";
import type { Family } from "./family.service.ts";

/** The family circle (issue 29): the session names the payer and the caller; no id of either in a body. */
export function familyRoutes(app: FastifyInstance, family: Family) {
  registerRoute(app, API.inviteFamily, async (body, request) => {
    const member = await family.invite(callerOf(request).userId, body);
    return { data: { Message: FAMILY_MESSAGES.invited(member.name), member } };
  });
  registerRoute(app, API.getFamily, async (_body, request) => ({
    data: await family.overview(callerOf(request)),
  }));
  registerRoute(app, API.removeFamily, async (body, request) => ({
    data: await family.remove(callerOf(request).userId, body.membership_id),
  }));
  registerRoute(app, API.setFamilyRole, async (body, request) => ({
    data: await family.changeRole(callerOf(request).userId, body.membership_id, body.role),
  }));
  registerRoute(app, API.actFor, async (body, request) =>
    family.actFor(callerOf(request), body.membership_id),
  );
  // Public, but a session sent with it lets the person who joined with the link be told so (issue 42).
  registerRoute(app, API.getInvite, async (body, req) => ({
    data: await family.details(body.token, (await optionalSession(req))?.actorUserId ?? null),
  }));
  registerRoute(app, API.sendInviteCode, async (body, request) => ({
    data: await family.sendCode(body.token, request.ip),
  }));
  registerRoute(app, API.acceptInvite, async (body) => family.accept(body.token, body.otp));
}
