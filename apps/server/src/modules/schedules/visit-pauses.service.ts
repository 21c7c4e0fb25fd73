import { createHash } from "node:crypto";
import {
  BOOKING_MESSAGES,
  indiaToday,
  PAUSE_MESSAGES,
  type PauseVisitsRequest,
  type PauseVisitsResponse,
  type VisitPause,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { SeriesVisits } from "../bookings/series-visits.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { SeriesMessages } from "./series-messages.ts";
import * as repo from "./visit-pauses.repo.ts";

export interface VisitPausesDeps extends Pick<AppDeps, "db" | "now"> {
  seriesMessages: SeriesMessages;
  bookingMessages: Pick<BookingMessages, "companionsCancelled">;
  notifier: Pick<Notifier, "kick">;
  seriesVisits: SeriesVisits;
  lovedOnes: LovedOneAccess;
  members: Pick<MemberDirectory, "hold">;
}

/** A pause as the family sees it. */
export function pauseView(row: repo.PauseRow): VisitPause {
  return {
    pause_id: row.id,
    loved_one_id: row.lovedOneId,
    from: row.fromDate,
    to: row.toDate,
    reason: row.reason,
    cancelled: row.cancelled,
    created_at: row.createdAt.toISOString(),
  };
}

/** What identifies a pause: the same key with other dates or another reason is not a retry. */
function requestHash(r: PauseVisitsRequest): string {
  const what = [r.loved_one_id, r.from, r.to, r.reason.trim()];
  return createHash("sha256").update(JSON.stringify(what)).digest("hex");
}

/**
 * users/pausevisits/ (issue 44, decision 0080): a loved one's visits paused between two dates. One
 * transaction takes the account's key share, the loved one's row for update (a booking or a care schedule
 * booking for them holds it shared, so either it committed before, and its visits are cancelled here, or it
 * reads the pause after, and skips its dates), then every visit of theirs in the dates still going ahead
 * and not started (rank 4), cancels them (their requests, rank 5), records the pause, and tells the family
 * and each companion once.
 */
export function createVisitPauses(deps: VisitPausesDeps) {
  const { db } = deps;

  async function earlier(d: Db, userId: number, key: string, hash: string) {
    const found = await repo.findPauseByKey(d, userId, key);
    if (found && found.requestHash !== hash) throw new AppError("BE010", PAUSE_MESSAGES.idempotencyMismatch);
    return found;
  }

  /** A retry's answer: the first pause (the ids of the visits it cancelled are the first answer's). */
  const retried = (row: repo.PauseRow): PauseVisitsResponse => ({
    Message: PAUSE_MESSAGES.paused(row.cancelled),
    pause: pauseView(row),
    cancelled_booking_ids: [],
  });

  async function pause(userId: number, r: PauseVisitsRequest): Promise<PauseVisitsResponse> {
    const at = deps.now();
    const hash = requestHash(r);
    const reason = r.reason.trim();
    const done = await earlier(db, userId, r.idempotency_key, hash);
    if (done) return retried(done);
    if (r.from < indiaToday(at)) throw new AppError("BE001", PAUSE_MESSAGES.fromPast);
    let written: { row: repo.PauseRow; ids: number[] | null };
    try {
      written = await db.transaction(async (tx) => {
        if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
        const lovedOne = await deps.lovedOnes.lockForPause(tx, userId, r.loved_one_id);
        if (!lovedOne) throw new AppError("BE004", BOOKING_MESSAGES.lovedOneNotFound);
        const again = await earlier(tx, userId, r.idempotency_key, hash);
        if (again) return { row: again, ids: null };
        const visits = await deps.seriesVisits.lockLovedOneBetween(tx, lovedOne.id, r.from, r.to, at);
        const ids = await deps.seriesVisits.cancel(
          tx,
          visits.map((v) => v.id),
          PAUSE_MESSAGES.cancelReason(reason),
          at,
        );
        const row = await repo.insertPause(
          tx,
          {
            userId,
            lovedOneId: lovedOne.id,
            fromDate: r.from,
            toDate: r.to,
            reason,
            cancelled: ids.length,
            idempotencyKey: r.idempotency_key,
            requestHash: hash,
          },
          at,
        );
        const byId = new Map(visits.map((v) => [v.id, v]));
        await deps.seriesMessages.paused(
          tx,
          row,
          lovedOne.fullName,
          ids.flatMap((id) => {
            const v = byId.get(id);
            return v ? [v] : [];
          }),
        );
        await deps.bookingMessages.companionsCancelled(tx, ids, {
          kind: "pause_companion",
          refId: row.id,
          reason,
        });
        return { row, ids };
      });
    } catch (error) {
      if (uniqueViolationOf(error) === "visit_pauses_idempotency_uq") {
        const first = await earlier(db, userId, r.idempotency_key, hash);
        if (first) return retried(first);
      }
      throw error;
    }
    if (written.ids === null) return retried(written.row);
    deps.notifier.kick();
    return {
      Message: PAUSE_MESSAGES.paused(written.ids.length),
      pause: pauseView(written.row),
      cancelled_booking_ids: written.ids,
    };
  }

  /** The member's pauses (or one loved one's), latest first. */
  async function list(userId: number, lovedOneId?: number): Promise<VisitPause[]> {
    return (await repo.listPauses(db, userId, lovedOneId)).map(pauseView);
  }

  return { pause, list };
}
export type VisitPauses = ReturnType<typeof createVisitPauses>;
