import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerCsvRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminMembers } from "./admin-members.service.ts";
import type { Audit } from "./audit.service.ts";

/** The admin console's members: the list, one member's page and the CSV export, audited (admin sessions only). */
export function adminMemberRoutes(app: FastifyInstance, members: AdminMembers, audit: Audit) {
  registerRoute(app, API.adminGetAllMembers, async (body) => ({ data: await members.list(body) }));
  registerRoute(app, API.adminGetMember, async (body) => ({ data: await members.get(body.member_id) }));
  registerCsvRoute(app, API.adminExportMembers, async (body, req) =>
    audit.exported(callerOf(req).userId, "members", body, members.exportCsv(body)),
  );
}
