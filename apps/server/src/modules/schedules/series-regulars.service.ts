import {
  type AdminVisitSeriesListRequest,
  type AdminVisitSeriesListResponse,
  indiaToday,
  LIST_PAGE_SIZE_DEFAULT,
  type RegularGapReason,
  type SeriesGap,
  type ShiftType,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { SeriesMessages } from "./series-messages.ts";
import { seriesView } from "./series-view.ts";
import { liveOfSeriesFrom, seriesWithVisitsIn } from "./series-visits-read.repo.ts";
import * as repo from "./visit-series.repo.ts";

export interface SeriesRegularsDeps extends Pick<AppDeps, "db" | "now"> {
  seriesMessages: SeriesMessages;
  availability: Availability;
  members: Pick<MemberDirectory, "contacts">;
}

/**
 * A care schedule's regular companion (issue 44, decision 0081). The bookings module's assignment gives the
 * visits; this keeps the schedule's row (its port `SeriesRegulars`: locked at rank 5b, the regular set, the
 * family told once), and answers the console's view of the schedules in the caller's cities: each with its
 * regular companion and its upcoming dates without them, and why (derived now from the roster's rules).
 */
export function createSeriesRegulars(deps: SeriesRegularsDeps) {
  const { db, availability } = deps;

  async function lock(tx: Db, seriesId: number) {
    const row = await repo.lockSeriesById(tx, seriesId);
    return row ? { regularCompanionId: row.regularCompanionId, active: row.status === "active" } : null;
  }

  async function setRegular(
    tx: Db,
    seriesId: number,
    r: {
      companionId: number;
      firstName: string;
      given: readonly string[];
      left: readonly string[];
      confirmed: boolean;
    },
    at: Date,
  ): Promise<void> {
    const series = await repo.setRegular(tx, seriesId, r.companionId, at);
    await deps.seriesMessages.regularSet(tx, series, r);
  }

  type Live = Awaited<ReturnType<typeof liveOfSeriesFrom>>[number];

  /** Why the regular companion does not make this visit (the roster read now, as assigning it would). */
  async function gapOf(v: Live, regularId: number, avoided: ReadonlySet<number>): Promise<RegularGapReason> {
    if (avoided.has(regularId)) return "family_avoids";
    const { facts, travel } = await availability.companionsFor(db, {
      area: { cityId: v.cityId, pincode: v.pincode },
      kind: v.serviceKind,
      date: v.visitDate,
      shift: v.shiftType as ShiftType,
      except: v.id,
      userId: v.userId,
      at: { startsAt: v.startsAt, serviceId: v.serviceId },
    });
    const why = availability.whyNotFree(facts, regularId, v.visitDate, v.shiftType as ShiftType);
    // Free for the shift but not to travel from or to their visit around it (decision 0088).
    return why ?? (travel.get(regularId)?.fits === false ? "travel" : "team_chose");
  }

  /** admin/getvisitseries/: the schedules with visits ahead in the caller's cities, by id. */
  async function list(
    r: AdminVisitSeriesListRequest,
    cities: CityScope,
  ): Promise<AdminVisitSeriesListResponse> {
    const pageIndex = r.page_index ?? 0;
    const pageSize = r.page_size ?? LIST_PAGE_SIZE_DEFAULT;
    const today = indiaToday(deps.now());
    const page = await seriesWithVisitsIn(db, {
      cities,
      from: today,
      offset: pageIndex * pageSize,
      limit: pageSize,
      seriesId: r.series_id,
    });
    const [rows, visits] = await Promise.all([
      repo.seriesByIds(db, page.ids),
      page.ids.length ? liveOfSeriesFrom(db, page.ids, today) : Promise.resolve([]),
    ]);
    const companionIds = [
      ...rows.flatMap((s) => (s.row.regularCompanionId === null ? [] : [s.row.regularCompanionId])),
      ...visits.flatMap((v) => (v.companionId === null ? [] : [v.companionId])),
    ];
    const [profiles, contacts, avoided] = await Promise.all([
      availability.roster.profiles(db, companionIds),
      deps.members.contacts(
        db,
        rows.map((s) => s.row.userId),
      ),
      Promise.all(
        [...new Set(rows.map((s) => s.row.userId))].map(
          async (id) => [id, await availability.avoidedBy(db, id)] as const,
        ),
      ).then((l) => new Map(l)),
    ]);
    const items = [];
    for (const { row, serviceName } of rows) {
      const mine = visits.filter((v) => v.seriesId === row.id);
      const regularId = row.regularCompanionId;
      const gaps: SeriesGap[] = [];
      if (regularId !== null) {
        for (const v of mine) {
          if (v.companionId === regularId) continue;
          gaps.push({
            booking_id: v.id,
            visit_date: v.visitDate,
            start_time: v.startTime,
            status: v.status,
            companion_name: v.companionId === null ? null : (profiles.get(v.companionId)?.fullName ?? null),
            reason: await gapOf(v, regularId, avoided.get(row.userId) ?? new Set()),
          });
        }
      }
      const member = contacts.get(row.userId);
      items.push({
        ...seriesView(row, serviceName),
        member_name: member?.name ?? "",
        member_phone: member?.phone ?? "",
        regular_companion:
          regularId === null
            ? null
            : { companion_id: regularId, full_name: profiles.get(regularId)?.fullName ?? "" },
        upcoming_count: mine.length,
        next_visit_date: mine[0]?.visitDate ?? null,
        gaps,
        skipped: row.skipped.filter((d) => d.date >= today),
      });
    }
    return { items, total_count: page.total, page_index: pageIndex, page_size: pageSize };
  }

  return {
    lock,
    setRegular,
    list,
    /** The regular companion of each active schedule among `ids` that has one (the auto-scheduler's). */
    regularsOf: (db: Db, ids: readonly number[]) => repo.regularsOf(db, ids),
  };
}
export type SeriesRegularsService = ReturnType<typeof createSeriesRegulars>;
