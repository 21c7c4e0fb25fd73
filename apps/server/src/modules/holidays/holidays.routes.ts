import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { HolidayAdmin } from "./holidays.service.ts";

/** The console's holidays: administrators only (the permission table's manageHolidays, decision 0079). */
export function holidayRoutes(app: FastifyInstance, holidays: HolidayAdmin) {
  registerRoute(app, API.adminGetHolidays, async (body) => ({ data: await holidays.list(body) }));
  registerRoute(app, API.adminModifyHoliday, async (body, req) => ({
    data: await holidays.modify(callerOf(req).userId, body),
  }));
}
