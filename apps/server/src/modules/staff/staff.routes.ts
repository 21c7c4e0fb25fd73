import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { StaffAdmin } from "./staff-admin.service.ts";

/** The console's staff: administrators only (the permission table's manageStaff). */
export function staffRoutes(app: FastifyInstance, staff: StaffAdmin) {
  registerRoute(app, API.adminGetAllStaff, async (body) => ({ data: await staff.list(body) }));
  registerRoute(app, API.adminModifyStaff, async (body, req) => ({
    data: await staff.modify(callerOf(req).userId, body),
  }));
}
