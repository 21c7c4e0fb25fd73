import { DASHBOARD_CARE_LIST_MAX, LAPSED_VISIT_DAYS, type LapsedChecks } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { addDays, indiaDate } from "../../lib/india-date.ts";
import * as repo from "./check-lapses.repo.ts";
import type { Roster } from "./roster.service.ts";

export type { LapsedAssignment } from "./check-lapses.repo.ts";

/**
 * Visits held by a companion whose check will have lapsed on the visit's day (issue 45, decision 0087).
 * The roster no longer offers such a companion for those days, but a visit given to them before stays
 * theirs until the team (or the next automatic assignment, which treats it as having no companion) gives
 * it to another: these are they, for the dashboard and the scheduler.
 */
export function createCheckLapses(deps: { roster: Pick<Roster, "profiles"> }) {
  /**
   * The visits going ahead dated `from` to `to` whose companion's check lapses before the visit's day,
   * with the check that lapses first; in `cityIds` (absent or null: every city); with `startsAfter`, only
   * those not started by then. Soonest first.
   */
  function lapsedAssignments(
    db: Db,
    a: { cityIds?: CityScope; from: string; to: string; startsAfter?: Date },
  ): Promise<repo.LapsedAssignment[]> {
    return repo.lapsedAssignments(db, {
      from: a.from,
      to: a.to,
      cities: a.cityIds ?? null,
      startsAfter: a.startsAfter ?? null,
    });
  }

  /**
   * The dashboard's count and list at `at`: the visits not started yet from today to LAPSED_VISIT_DAYS
   * ahead, in the caller's cities, the first DASHBOARD_CARE_LIST_MAX named with their companion.
   */
  async function onDashboard(db: Db, at: Date, cities: CityScope): Promise<LapsedChecks> {
    const today = indiaDate(at);
    const rows = await lapsedAssignments(db, {
      cityIds: cities,
      from: today,
      to: addDays(today, LAPSED_VISIT_DAYS),
      startsAfter: at,
    });
    const listed = rows.slice(0, DASHBOARD_CARE_LIST_MAX);
    const profiles = await deps.roster.profiles(
      db,
      listed.map((r) => r.companionId),
    );
    return {
      visits: rows.length,
      list: listed.map((r) => {
        const companion = profiles.get(r.companionId);
        return {
          booking_id: r.bookingId,
          loved_one_name: r.lovedOneName,
          service_name: r.serviceName,
          visit_date: r.visitDate,
          starts_at: r.startsAt.toISOString(),
          status: r.status,
          companion_id: r.companionId,
          companion_name: companion?.fullName ?? "",
          companion_phone: companion?.phone ?? "",
          check: r.check,
          valid_until: r.validUntil,
        };
      }),
    };
  }

  return { lapsedAssignments, onDashboard };
}
export type CheckLapses = ReturnType<typeof createCheckLapses>;
