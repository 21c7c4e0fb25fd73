import { type CloseIncidentRequest, INCIDENT_MESSAGES } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { Audit } from "./audit.service.ts";

/**
 * admin/closeincident/ (issue 29, decision 0060): the bookings module closes it (once: a conditional
 * update) and queues the family's email; here that runs in one transaction with its audit row.
 */
export function createAdminIncidents(
  deps: Pick<AppDeps, "db" | "now"> & {
    bookingAdmin: Pick<BookingAdmin, "closeIncident" | "kick">;
    audit: Audit;
  },
) {
  /** Closes it as `adminId`; one whose visit is outside `cities` (a coordinator's) is not found, as a missing one. */
  async function close(adminId: number, r: CloseIncidentRequest, cities: CityScope = null) {
    const at = deps.now();
    const resolution = r.resolution.trim();
    const incident = await deps.db.transaction(async (tx) => {
      const { before, after } = await deps.bookingAdmin.closeIncident(
        tx,
        adminId,
        r.incident_id,
        resolution,
        at,
        cities,
      );
      await deps.audit.record(tx, {
        adminId,
        action: "incident.close",
        targetType: "incident",
        targetId: r.incident_id,
        before: { closed_at: before.closed_at, resolution: before.resolution },
        after: { closed_at: after.closed_at, resolution: after.resolution },
        note: resolution,
        at,
      });
      return after;
    });
    deps.bookingAdmin.kick();
    return { incident, Message: INCIDENT_MESSAGES.closed };
  }

  return { close };
}
export type AdminIncidents = ReturnType<typeof createAdminIncidents>;
