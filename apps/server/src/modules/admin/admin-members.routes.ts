import { API, scopeOf } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerCsvRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminMembers } from "./admin-members.service.ts";
import type { Audit } from "./audit.service.ts";

/**
 * The admin console's members: the list, one member's page and the CSV export, audited; a loved one's new
 * check-in code (decision 0093). A coordinator reaches the members of their cities only (through their
 * loved ones; a code, through the loved one's own city); another is missing (404).
 */
export function adminMemberRoutes(app: FastifyInstance, members: AdminMembers, audit: Audit) {
  registerRoute(app, API.adminGetAllMembers, async (body, req) => ({
    data: await members.list(body, citiesOf(callerOf(req))),
  }));
  registerRoute(app, API.adminGetMember, async (body, req) => {
    const caller = callerOf(req);
    // Money is for whom the permission table lets see payments (a coordinator does not: decision 0076).
    const seesPayments = scopeOf(caller.role, "seePayments", req.server.permissions) !== null;
    return { data: await members.get(body.member_id, citiesOf(caller), seesPayments) };
  });
  registerRoute(app, API.adminRotateCheckInCode, async (body, req) => {
    const caller = callerOf(req);
    return { data: await members.rotateCheckInCode(caller.userId, body.loved_one_id, citiesOf(caller)) };
  });
  registerCsvRoute(app, API.adminExportMembers, async (body, req) => {
    const caller = callerOf(req);
    return audit.exported(caller.userId, "members", body, members.exportCsv(body, citiesOf(caller)));
  });
}
