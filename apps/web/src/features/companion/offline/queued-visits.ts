import type { CompanionVisit } from "@eldercare/contracts";
import type { QueuedAction } from "./companion-db.ts";

/** What of a visit is only on the phone so far, waiting to be sent. */
export interface WaitingParts {
  checkIn: boolean;
  checkOut: boolean;
  report: boolean;
}

/** A visit as the app shows it: the server's, with what waits on the phone already done. */
export type ShownVisit = CompanionVisit & { waiting?: WaitingParts };

const NOTHING_WAITING: WaitingParts = { checkIn: false, checkOut: false, report: false };

/**
 * The visits as the companion left them (issue 46): a check-in, check-out or report made without signal
 * shows as made, at the phone's time, and marked as waiting, so the companion goes on to the next step;
 * refused actions change nothing (the app lists them apart, with the server's reason).
 */
export function withQueued(
  visits: readonly CompanionVisit[],
  actions: readonly QueuedAction[],
): ShownVisit[] {
  const pending = actions.filter((a) => a.failure === undefined);
  if (pending.length === 0) return [...visits];
  return visits.map((visit) => {
    const mine = pending.filter((a) => a.bookingId === visit.booking_id);
    if (mine.length === 0) return visit;
    const shown: ShownVisit = { ...visit, waiting: { ...NOTHING_WAITING } };
    for (const action of mine) {
      const waiting = shown.waiting as WaitingParts;
      if (action.kind === "checkin" && shown.checked_in_at === null) {
        shown.checked_in_at = action.phoneTime;
        waiting.checkIn = true;
      } else if (action.kind === "checkout" && shown.checked_out_at === null) {
        shown.checked_out_at = action.phoneTime;
        waiting.checkOut = true;
      } else if (action.kind === "report" && shown.report_filed_at === null) {
        shown.report_filed_at = action.phoneTime;
        shown.has_photo = shown.has_photo || action.photo !== null;
        waiting.report = true;
      }
    }
    return shown;
  });
}

/**
 * The visits with an action the server has just taken written in as done (no longer waiting): what the
 * list will say when it next arrives, shown and kept on the phone meanwhile.
 */
export function withSent(visits: readonly CompanionVisit[], action: QueuedAction): CompanionVisit[] {
  return withQueued(visits, [action]).map(({ waiting: _, ...visit }) => visit);
}
