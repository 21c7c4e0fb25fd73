import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { moduleKit } from "../module-kit.ts";
import { holidayRoutes } from "./holidays.routes.ts";
import {
  createHolidayAdmin,
  createHolidayCalendar,
  type HolidayAdmin,
  type HolidayCalendar,
} from "./holidays.service.ts";
import type { HolidayAudit } from "./ports.ts";

/** What the holidays module takes: admin's audit trail (the states are the reference catalogue). */
export interface HolidaysNeeds {
  audit: HolidayAudit;
}

/** What it lends: the closed days (the bookings module's rules); the console's holidays. */
export interface HolidaysProvides {
  /** The holidays closing a place's days in a range, by date with their names (decision 0079). */
  holidayCalendar: HolidayCalendar;
  holidayAdmin: HolidayAdmin;
}

/**
 * The closed days (issue 44, decision 0079): table `holidays`, seeded from the holiday library with the
 * reference data (db/seed/holidays.ts) and kept by the administrators in the console
 * (admin/getholidays/, admin/modifyholiday/).
 */
export async function holidaysRoutes(app: FastifyInstance, deps: AppDeps & { holidayAdmin: HolidayAdmin }) {
  holidayRoutes(app, deps.holidayAdmin);
}

const kit = moduleKit<HolidaysNeeds, HolidaysProvides>();

export const holidaysModule = kit.define({
  name: "holidays",
  needs: ["audit"],
  provides: {
    holidayCalendar: kit.service([], () => createHolidayCalendar()),
    holidayAdmin: kit.service(["audit"], (deps) => createHolidayAdmin(deps)),
  },
  routes: holidaysRoutes,
});
