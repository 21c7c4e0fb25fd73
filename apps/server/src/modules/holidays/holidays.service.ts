import {
  type AdminHoliday,
  ALL_INDIA,
  HOLIDAY_MESSAGES,
  type HolidayListRequest,
  type ModifyHolidayRequest,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { formatIndiaDay, indiaDate } from "../../lib/india-date.ts";
import * as repo from "./holidays.repo.ts";
import type { HolidayAudit } from "./ports.ts";

/** The closed days where a visit would be, by date: the holiday's name (decision 0079). */
export type ClosedDays = ReadonlyMap<string, string>;

/** A holiday as the console shows it. */
function toAdminHoliday(row: repo.ShownHolidayRow): AdminHoliday {
  return {
    holiday_id: row.id,
    date: row.onDate,
    name: row.name,
    state_id: row.stateId,
    state_name: row.stateName ?? ALL_INDIA,
    closed: row.closed,
    source: row.source,
  };
}

/**
 * The closed days lent to the bookings module (issue 44, decision 0079): the holidays closing a place's
 * days in a range, national ones included, by date with the name the family reads. A day that is both
 * national and the state's is named by the national holiday.
 */
export function createHolidayCalendar() {
  return {
    /**
     * The closed holidays from `from` to `to` (inclusive) for a visit in `cityId` (its state's and the
     * national ones); `cityId` null: the national ones only (the calendar asked without a loved one).
     */
    async closedDays(db: Db, ask: { cityId: number | null; from: string; to: string }): Promise<ClosedDays> {
      const days = new Map<string, string>();
      if (ask.from > ask.to) return days;
      for (const h of await repo.closedBetween(db, ask.cityId, ask.from, ask.to)) {
        if (!days.has(h.onDate)) days.set(h.onDate, h.name);
      }
      return days;
    },
  };
}
export type HolidayCalendar = ReturnType<typeof createHolidayCalendar>;

/** What an audit row keeps of a holiday. */
const snapshot = (h: AdminHoliday) => ({ ...h });

/**
 * admin/getholidays/ and admin/modifyholiday/ (decision 0079). Each change runs in one transaction: the
 * row lock (or the insert, whose unique constraint on day and place is the last word when two arrive at
 * once), the write and the audit row.
 */
export function createHolidayAdmin(deps: Pick<AppDeps, "db" | "now"> & { audit: HolidayAudit }) {
  const { db, now, audit } = deps;

  async function list(r: HolidayListRequest) {
    const year = r.year ?? Number(indiaDate(now()).slice(0, 4));
    const [rows, states] = await Promise.all([repo.listYear(db, year, r.state_id), repo.indiaStates(db)]);
    return {
      year,
      items: rows.map(toAdminHoliday),
      states: states.map((s) => ({ state_id: s.id, name: s.name })),
    };
  }

  async function shown(tx: Db, id: number): Promise<AdminHoliday> {
    const row = await repo.lockHoliday(tx, id);
    if (!row) throw new AppError("BE004", HOLIDAY_MESSAGES.holidayNotFound);
    return toAdminHoliday(row);
  }

  async function add(adminId: number, r: ModifyHolidayRequest & { date: string; name: string }) {
    const at = now();
    const stateId = r.state_id ?? null;
    return db.transaction(async (tx) => {
      let place = ALL_INDIA;
      if (stateId !== null) {
        const state = (await repo.indiaStates(tx)).find((s) => s.id === stateId);
        if (!state) throw new AppError("BE001", HOLIDAY_MESSAGES.stateInvalid);
        place = state.name;
      }
      const row = await repo.insertTeamHoliday(tx, { onDate: r.date, name: r.name, stateId }, at);
      if (!row) throw new AppError("BE010", HOLIDAY_MESSAGES.duplicate(formatIndiaDay(r.date), place));
      const holiday = await shown(tx, row.id);
      await audit.record(tx, {
        adminId,
        action: "holiday.create",
        targetType: "holiday",
        targetId: holiday.holiday_id,
        before: null,
        after: snapshot(holiday),
        at,
      });
      return { holiday, Message: HOLIDAY_MESSAGES.added(holiday.name) };
    });
  }

  async function change(adminId: number, id: number, r: ModifyHolidayRequest) {
    const at = now();
    return db.transaction(async (tx) => {
      const before = await shown(tx, id);
      await repo.updateHoliday(tx, id, { name: r.name, closed: r.closed }, at);
      const after = await shown(tx, id);
      const action =
        r.closed !== undefined && r.closed !== before.closed
          ? r.closed
            ? "holiday.close"
            : "holiday.reopen"
          : "holiday.rename";
      await audit.record(tx, {
        adminId,
        action,
        targetType: "holiday",
        targetId: id,
        before: snapshot(before),
        after: snapshot(after),
        at,
      });
      const Message =
        action === "holiday.close"
          ? HOLIDAY_MESSAGES.closed(after.name)
          : action === "holiday.reopen"
            ? HOLIDAY_MESSAGES.reopened(after.name)
            : HOLIDAY_MESSAGES.renamed(after.name);
      return { holiday: after, Message };
    });
  }

  return {
    list,
    async modify(adminId: number, r: ModifyHolidayRequest) {
      if (r.holiday_id !== undefined) return change(adminId, r.holiday_id, r);
      // The request's schema requires both when adding.
      return add(adminId, { ...r, date: r.date ?? "", name: r.name ?? "" });
    },
  };
}
export type HolidayAdmin = ReturnType<typeof createHolidayAdmin>;
