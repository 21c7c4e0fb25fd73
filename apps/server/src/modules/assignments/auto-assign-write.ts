import { type BookingStatus, isLiveBooking, type ShiftType, shiftWindow } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { type Availability, judgeTravel, type VisitStop } from "../availability/availability.service.ts";
import type { AssignableBookings } from "../bookings/assignable-bookings.service.ts";
import type { VisitRecords } from "../visits/visit-records.service.ts";
import type { OpenVisit } from "./auto-assign-answer.ts";
import { type Plan, type Planned, rosterDays } from "./auto-plan.ts";

export interface WriteDeps {
  bookings: Pick<AssignableBookings, "lockFreeOf" | "setCompanions" | "setEachCompanion">;
  availability: Pick<Availability, "busyOf" | "lockSlot" | "travelFactsBetween">;
  visits: Pick<VisitRecords, "checksOf">;
}

type Window = [number, number];

/** A visit's shift window, [start, end) in epoch ms. */
export function windowOf(v: OpenVisit): Window | null {
  const w = shiftWindow(v.visitDate, v.shiftType as ShiftType);
  return w ? [w.start.getTime(), w.end.getTime()] : null;
}

/** Where and when a visit is, for the travel rule: its start plus its service's length. */
export const stopOf = (v: OpenVisit): VisitStop => ({
  bookingId: v.id,
  date: v.visitDate,
  start: v.startsAt.getTime(),
  end: v.startsAt.getTime() + v.minutes * 60_000,
  pincode: v.pincode,
});

/** One choice of the plan to write: a visit given (`from` null, or a lapsed companion's) or moved. */
interface Choice extends Planned {
  move: boolean;
}

/**
 * Writes a plan in the caller's transaction (decision 0089), keeping only choices still valid; those another
 * writer changed meanwhile are returned as taken (`unassigned`) or, for a move, as left (`movesLeft`).
 * The lock order is the manual assignment's: the visits' rows in id order (SKIP LOCKED: a row another
 * transaction holds is left to it), then the roster's days in date order, then who is busy and their
 * journeys read again under those locks.
 */
export async function writePlan(
  deps: WriteDeps,
  tx: Db,
  r: { cityId: number; visits: readonly OpenVisit[]; plan: Plan; at: Date },
): Promise<Plan & { movesLeft: number[] }> {
  const { plan, at } = r;
  const byId = new Map(r.visits.map((v) => [v.id, v]));
  // Moves first, in the order the plan placed them (each into a window free then), then the visits given.
  const choices: Choice[] = [
    ...plan.moved.map((m) => ({ ...m, move: true })),
    ...plan.assigned.map((p) => ({ ...p, move: false })),
  ];
  const locked = await deps.bookings.lockFreeOf(
    tx,
    choices.map((c) => c.visitId),
  );
  const moving = new Set(plan.moved.map((m) => m.visitId));
  // Whether anyone checked in to a visit that would move (read under its row: a check-in takes it too).
  const checks = await deps.visits.checksOf(
    tx,
    locked.flatMap((b) => (moving.has(b.id) ? [b.id] : [])),
  );
  // Still as read: the same companion (none, the lapsed one, or the one a move takes it from), going ahead
  // and not started; a move only while still requested and nobody has checked in.
  const still = new Set(
    locked
      .filter(
        (b) =>
          b.companionId === (byId.get(b.id)?.companionId ?? null) &&
          b.startsAt > at &&
          isLiveBooking(b.status) &&
          (!moving.has(b.id) || (b.status === "requested" && !checks.get(b.id)?.checkedInAt)),
      )
      .map((b) => b.id),
  );
  const statusOf = new Map(locked.map((b) => [b.id, b.status]));
  const taken = new Set(choices.filter((c) => !still.has(c.visitId)).map((c) => c.visitId));
  let keep = choices.filter((c) => still.has(c.visitId));
  const visitsOf = (list: readonly Choice[]) => list.flatMap((c) => byId.get(c.visitId) ?? []);
  for (const day of rosterDays(
    visitsOf(keep).map((v) => ({ date: v.visitDate, shift: v.shiftType as ShiftType })),
  ))
    await deps.availability.lockSlot(tx, day, 1);

  // Who is busy now, and their journeys, under the days' locks: a companion someone else gave a visit
  // meanwhile is not double-booked, and the travel rule (decision 0088) is judged again.
  const companions = [...new Set(keep.map((c) => c.companionId))];
  const days = visitsOf(keep)
    .map((v) => v.visitDate)
    .sort();
  const from = days[0] ?? "";
  const to = days.at(-1) ?? "";
  const busy = days.length === 0 ? new Map() : await deps.availability.busyOf(tx, companions, from, to);
  const travel =
    days.length === 0
      ? null
      : await deps.availability.travelFactsBetween(
          tx,
          { cityId: r.cityId, from, to, pincodes: r.visits.map((v) => v.pincode) },
          companions,
        );

  // A move vacates its visit's window and stop; one dropped leaves the visit where it was, so what relied
  // on that room is judged again, until no move is dropped.
  for (;;) {
    const moves = keep.filter((c) => c.move);
    const gone = new Set(moves.map((c) => c.visitId));
    const vacated = new Map<number, Window[]>();
    for (const v of visitsOf(moves)) {
      const w = windowOf(v);
      if (w && v.companionId !== null) vacated.set(v.companionId, [...(vacated.get(v.companionId) ?? []), w]);
    }
    const held = new Map<number, Window[]>();
    for (const [id, list] of busy as Map<number, Window[]>) {
      const out = vacated.get(id) ?? [];
      held.set(
        id,
        list.filter(([s, e]) => !out.some(([a, b]) => a === s && b === e)),
      );
    }
    const stops = new Map<number, VisitStop[]>();
    for (const [id, list] of travel?.stops ?? [])
      stops.set(
        id,
        list.filter((s) => !gone.has(s.bookingId)),
      );
    const next: Choice[] = [];
    let droppedMove = false;
    for (const c of keep) {
      const v = byId.get(c.visitId);
      const w = v ? windowOf(v) : null;
      if (!v || !w) continue;
      const stop = stopOf(v);
      const theirs = held.get(c.companionId) ?? [];
      const journey = travel ? judgeTravel({ ...travel, stops }, c.companionId, stop) : null;
      if (theirs.some(([s, e]) => s < w[1] && e > w[0]) || (journey && !journey.fits)) {
        taken.add(c.visitId);
        droppedMove ||= c.move;
        continue;
      }
      stops.set(c.companionId, [...(stops.get(c.companionId) ?? []), stop]);
      held.set(c.companionId, [...theirs, w]);
      next.push(c);
    }
    keep = next;
    if (!droppedMove) break;
  }

  // Each move on its own, in the plan's order (a row is written once: decision 0081), then the visits
  // given in one statement (a statement per companion was a fifth of a city-scale run). A requested visit
  // stays requested: its family is told nothing.
  for (const c of keep.filter((x) => x.move))
    await deps.bookings.setCompanions(
      tx,
      [{ id: c.visitId, from: "requested", to: "requested" }],
      c.companionId,
      at,
    );
  const given = keep
    .filter((x) => !x.move)
    .map((c) => {
      const status: BookingStatus = statusOf.get(c.visitId) ?? "requested";
      return { id: c.visitId, companionId: c.companionId, from: status, to: status };
    });
  await deps.bookings.setEachCompanion(tx, given, at);

  const written = new Set(keep.map((c) => c.visitId));
  return {
    assigned: plan.assigned.filter((p) => written.has(p.visitId)),
    moved: plan.moved.filter((m) => written.has(m.visitId)),
    unassigned: [
      ...plan.unassigned,
      ...plan.assigned
        .filter((p) => taken.has(p.visitId))
        .map((p) => ({ visitId: p.visitId, reason: "taken_meanwhile" as const })),
    ],
    movesLeft: plan.moved.filter((m) => taken.has(m.visitId)).map((m) => m.visitId),
  };
}
