import { BOOKING_RULES } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { AccountContact, MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { companionsCancelledLetters } from "./companion-letters.ts";
import { type FamilyMessage, sendToFamily } from "./family-message.ts";
import { reachable, visitLines } from "./letter-lines.ts";
import type { LetterRows } from "./ports.ts";
import { createRescheduleLetters } from "./reschedule-letters.ts";
import { createVisitLetters } from "./visit-letters.ts";

export { BOOKING_EMAIL_KINDS, RESCHEDULE_EMAIL_KINDS } from "./letter-kinds.ts";

/**
 * Messages to the family about their bookings, written to the outbox in the same transaction as the
 * change they announce (so a rolled-back change never sends one, and a mail outage never loses one).
 * Each loads what it says from the database inside that transaction (the bookings module's rows, lent
 * through ports.ts), so it tells what was committed. Built once (app.ts); the visits and schedules modules
 * write their messages with the same letters (`aboutVisit`, `load`, `visitLines`, `companionFirstName`,
 * `toFamily`).
 */
export function createBookingMessages(deps: {
  notifier: Notifier;
  members: MemberDirectory;
  /** The rows the letters tell of, read in the caller's transaction (the bookings module's). */
  rows: LetterRows;
  config?: Pick<AppConfig, "BOOKING_CANCEL_CUTOFF_HOURS">;
  /** Who makes a visit, named in its confirmation and a change of companion. */
  roster?: Pick<Roster, "profiles">;
}) {
  const cutoffHours = deps.config?.BOOKING_CANCEL_CUTOFF_HOURS ?? BOOKING_RULES.cancelCutoffHours;
  const { familyEmail, ...visits } = createVisitLetters(deps, cutoffHours);
  return {
    ...visits,
    ...createRescheduleLetters(deps, cutoffHours),
    companionsCancelled: companionsCancelledLetters(deps),
    /** A family's email about one visit, worded by `say` (the visits module's: arrived, report ready). */
    aboutVisit: familyEmail,
    /** What, when, where and for whom, as every booking email lists it. */
    visitLines,
    /** Whether the member can be written to (not erased). */
    reachable,
    /** A message about the family's visits to the payer and their circle, in the caller's transaction. */
    toFamily: (tx: Db, payer: AccountContact, m: FamilyMessage) => sendToFamily(deps, tx, payer, m),
  };
}
export type BookingMessages = ReturnType<typeof createBookingMessages>;
