import type { Db } from "../../db/client.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import { companionForFamily, type Roster } from "../companions/roster.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { sendToFamily } from "./family-message.ts";
import type { BookingEmailKind } from "./letter-kinds.ts";
import { type BookingRow, reachable, visitLines } from "./letter-lines.ts";
import type { LetterRows } from "./ports.ts";

/**
 * The family's letters about one visit: received, confirmed, rejected, cancelled, the day-before reminder,
 * a new companion, missed. Each reads the booking in the caller's transaction (through the bookings
 * module's rows) and sends nothing when it is gone or its member erased. `cutoffHours`: how long before
 * a visit the family may cancel, as the confirmation says.
 */
export function createVisitLetters(
  deps: {
    notifier: Pick<Notifier, "enqueueForEach">;
    members: Pick<MemberDirectory, "contact" | "circleContacts">;
    rows: Pick<LetterRows, "bookingView">;
    /** Who makes a visit, named in its confirmation and a change of companion. */
    roster?: Pick<Roster, "profiles">;
  },
  cutoffHours: number,
) {
  /** "Sunita, who speaks Bengali and Hindi. Her identity, police verification and training are checked." */
  async function companionLines(tx: Db, row: BookingRow): Promise<string[]> {
    const id = row.booking.companionId;
    if (id === null || !deps.roster) return [];
    const c = companionForFamily((await deps.roster.profiles(tx, [id])).get(id));
    if (!c) return [];
    return [
      `Your companion: ${c.first_name}, who speaks ${c.languages.join(", ")}.`,
      `Identity verified (${formatIndiaDay(c.identity_verified_on)}), police verification (${formatIndiaDay(c.police_verified_on)}) and training completed (${formatIndiaDay(c.training_completed_on)}).`,
    ];
  }

  /** A booking as shown, with the member's name and email, for a message to the family. */
  async function load(tx: Db, bookingId: number): Promise<BookingRow | null> {
    const row = await deps.rows.bookingView(tx, bookingId);
    const member = row ? await deps.members.contact(tx, row.booking.userId) : null;
    return row && member ? { ...row, member } : null;
  }

  /**
   * To the family, the payer and their circle, each where they chose for its kind (decisions 0061, 0063):
   * the email whole, and by SMS or WhatsApp the subject with the lines that matter (`short`: what comes
   * before the first blank line of the rest).
   */
  async function sendAbout(
    tx: Db,
    kind: BookingEmailKind,
    row: BookingRow,
    subject: string,
    lines: string[],
    short: string[] = [],
    actorLines: string[] = [],
  ): Promise<void> {
    if (!reachable(row.booking.userId, row.member.email)) return;
    await sendToFamily(deps, tx, row.member, {
      kind,
      refId: row.booking.id,
      topic: kind === "booking_report_ready" ? "reports" : "visits",
      subject,
      lines,
      actorLines,
      short: [subject, ...short].join("\n"),
    });
  }

  /**
   * What a family's email about a visit says: its subject, the line before the visit's details, the rest,
   * and what one may do about it (for the payer and managers only).
   */
  type Said = { subject: string; opening: string; rest: string[]; forActors?: string[] };

  /**
   * A family's email about one visit: the booking is read in the caller's transaction, and nothing is sent
   * when it is gone or its member erased. `say` words it; the visit's details follow the opening line.
   */
  function familyEmail<A extends unknown[]>(
    kind: BookingEmailKind,
    say: (tx: Db, row: BookingRow, ...args: A) => Promise<Said | null> | Said | null,
  ) {
    return async (tx: Db, bookingId: number, ...args: A): Promise<void> => {
      const row = await load(tx, bookingId);
      if (!row) return;
      const said = await say(tx, row, ...args);
      if (!said) return;
      const firstBlank = said.rest.indexOf("");
      const short = firstBlank === -1 ? said.rest : said.rest.slice(0, firstBlank);
      await sendAbout(
        tx,
        kind,
        row,
        said.subject,
        [said.opening, ...visitLines(row), "", ...said.rest],
        short,
        said.forActors,
      );
    };
  }

  /** The companion's first name as the family knows them, or "Your companion". */
  async function companionFirstName(tx: Db, row: BookingRow): Promise<string> {
    const id = row.booking.companionId;
    if (id === null || !deps.roster) return "Your companion";
    return companionForFamily((await deps.roster.profiles(tx, [id])).get(id))?.first_name || "Your companion";
  }

  const day = (row: BookingRow) => formatIndiaDay(row.booking.visitDate);
  const reasonOf = (row: BookingRow) => `Reason: ${row.booking.statusReason ?? "none given"}`;

  /** A new booking: we have it, and will confirm it. */
  const received = familyEmail("booking_received", (_tx, row) => ({
    subject: `We have your booking for ${row.booking.lovedOneName} on ${day(row)}`,
    opening: `Thank you. We have received your booking #${row.booking.id}:`,
    rest: ["Our care team will confirm the visit and the caregiver with you shortly."],
  }));

  /** A cancelled booking, by the member (users/cancelbooking/) or by the team, with the reason given. */
  const cancelled = familyEmail("booking_cancelled", (_tx, row, by: "member" | "team") => ({
    subject: `Booking #${row.booking.id} cancelled: ${row.booking.lovedOneName} on ${day(row)}`,
    opening:
      by === "member"
        ? `As you asked, we have cancelled booking #${row.booking.id}:`
        : `We are sorry: our care team has had to cancel booking #${row.booking.id}:`,
    rest: [
      reasonOf(row),
      "",
      "This visit no longer counts towards your plan's visits for the month, so you can book another.",
      ...(by === "team" ? ["Please reply to this email if you would like help finding another time."] : []),
    ],
  }));

  const confirmed = familyEmail("booking_confirmed", async (tx, row) => ({
    subject: `Confirmed: ${row.serviceName} for ${row.booking.lovedOneName} on ${day(row)} (booking #${row.booking.id})`,
    opening: `Good news: booking #${row.booking.id} is confirmed.`,
    rest: [...(await companionLines(tx, row)), "Our companion will arrive at the start time."],
    forActors: [`You can cancel from My bookings up to ${cutoffHours} hours before it starts.`],
  }));

  const rejected = familyEmail("booking_rejected", (_tx, row) => ({
    subject: `We could not arrange the visit for ${row.booking.lovedOneName} on ${day(row)} (booking #${row.booking.id})`,
    opening: `We are sorry: we could not arrange booking #${row.booking.id}:`,
    rest: [
      reasonOf(row),
      "",
      "This visit does not count towards your plan's visits for the month. Please choose another day or shift, or reply to this email and we will help.",
    ],
  }));

  /** The day before the visit (queued by the reminder sweep). */
  const reminder = familyEmail("booking_reminder", (_tx, row) => ({
    subject: `Reminder: ${row.serviceName} for ${row.booking.lovedOneName} tomorrow, ${day(row)}`,
    opening: `A reminder of tomorrow's visit (booking #${row.booking.id}):`,
    rest: [
      row.booking.status === "confirmed"
        ? "Our caregiver will arrive at the start time. Please let the people at home know."
        : "Our care team is still arranging the caregiver and will confirm with you shortly.",
    ],
  }));

  /** A confirmed visit's companion changed by the team, with the reason. */
  const companionChanged = familyEmail("booking_companion_changed", async (tx, row, reason: string) => ({
    subject: `A new companion for ${row.booking.lovedOneName} on ${day(row)} (booking #${row.booking.id})`,
    opening: `We have changed who makes the visit of booking #${row.booking.id}:`,
    rest: [
      ...(await companionLines(tx, row)),
      `Reason: ${reason}`,
      "",
      "Nothing else changes. Please reply to this email if you have any questions.",
    ],
  }));

  /** A visit nobody came to, marked missed by the team with the reason (decision 0046). */
  const missed = familyEmail("booking_missed", (_tx, row) => ({
    subject: `We are sorry: the visit for ${row.booking.lovedOneName} on ${day(row)} did not take place (booking #${row.booking.id})`,
    opening: `We are sorry: our companion did not make the visit of booking #${row.booking.id}:`,
    rest: [
      reasonOf(row),
      "",
      "This visit goes back to your plan's visits for the month, so you can book another.",
      "Please reply to this email if you would like help finding another time.",
    ],
  }));

  async function statusChanged(tx: Db, bookingId: number): Promise<void> {
    const row = await load(tx, bookingId);
    if (!row) return;
    switch (row.booking.status) {
      case "confirmed":
        return confirmed(tx, bookingId);
      case "rejected":
        return rejected(tx, bookingId);
      case "cancelled":
        return cancelled(tx, bookingId, "team");
      case "missed":
        return missed(tx, bookingId);
      default:
        // requested: nothing has happened yet; completed: the visit itself told them.
        return;
    }
  }

  return {
    received,
    cancelled,
    confirmed,
    companionChanged,
    missed,
    rejected,
    reminder,
    statusChanged,
    familyEmail,
    load,
    companionFirstName,
  };
}
