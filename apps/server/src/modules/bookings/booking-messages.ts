import { BOOKING_RULES } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { AccountContact, MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { companionForFamily } from "./booking-view.ts";
import * as repo from "./bookings.repo.ts";
import { type FamilyMessage, sendToFamily } from "./family-message.ts";
import type { RescheduleLetterRow, RescheduleRecords } from "./ports.ts";
import { visitsForCompanion } from "./series-visits.repo.ts";

/** Outbox kinds whose ref_id is a booking id. */
export const BOOKING_EMAIL_KINDS = [
  "booking_received",
  "booking_cancelled",
  "booking_confirmed",
  "booking_rejected",
  "booking_reminder",
  "booking_companion_changed",
  "booking_arrived",
  "booking_missed",
  // The team's email about a late visit (visits/late-visits.ts), redacted with the family's on erasure.
  "booking_late",
  // The family's "report ready", and the team's email about a concern flagged in a report (decision 0046):
  // the visits module's (visit-messages.ts), written through this module's letters.
  "booking_report_ready",
  "booking_concern",
] as const;
/** Outbox kinds whose ref_id is a reschedule request id. */
export const RESCHEDULE_EMAIL_KINDS = ["reschedule_requested", "reschedule_decided"] as const;

type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number];
type RescheduleEmailKind = (typeof RESCHEDULE_EMAIL_KINDS)[number];
type BookingRow = repo.BookingViewRow & { member: AccountContact };
type Slot = { visitDate: string; shiftName: string; startTime: string };

const shiftNameOf = (name: string | null, shift: number) => name ?? `Shift ${shift}`;

/** "15 Dec 2026, Morning (7 AM – 1 PM), starting 09:00 (India time)". */
const when = (s: Slot) =>
  `${formatIndiaDay(s.visitDate)}, ${s.shiftName}, starting ${s.startTime} (India time)`;

/** What, when, where and for whom, as every booking email lists it. */
function visitLines(row: BookingRow): string[] {
  const b = row.booking;
  return [
    `  ${row.serviceName} for ${b.lovedOneName}`,
    `  ${when({ visitDate: b.visitDate, shiftName: shiftNameOf(row.shiftName, b.shiftType), startTime: b.startTime })}`,
    `  ${b.addressLine}, ${row.cityName} ${b.pincode}`,
  ];
}

/**
 * Messages to the family about their bookings, written to the outbox in the same transaction as the
 * change they announce (so a rolled-back change never sends one, and a mail outage never loses one).
 * Each loads what it says from the database inside that transaction, so it tells what was committed.
 * Built once (app.ts); the visits module writes its messages about a visit with the same letters
 * (`aboutVisit`, `load`, `visitLines`, `companionFirstName`, `toFamily`).
 */
export function createBookingMessages(deps: {
  notifier: Notifier;
  members: MemberDirectory;
  config?: Pick<AppConfig, "BOOKING_CANCEL_CUTOFF_HOURS">;
  /** Who makes a visit, named in its confirmation and a change of companion. */
  roster?: Pick<Roster, "profiles">;
  reschedules: Pick<RescheduleRecords, "letterOf">;
}) {
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
    const row = await repo.findBookingView(tx, bookingId);
    const member = row ? await deps.members.contact(tx, row.booking.userId) : null;
    return row && member ? { ...row, member } : null;
  }
  const cutoffHours = deps.config?.BOOKING_CANCEL_CUTOFF_HOURS ?? BOOKING_RULES.cancelCutoffHours;

  /** Nothing goes to an erased member (their address is a placeholder that cannot receive mail). */
  const reachable = (userId: number, email: string) => email !== erasedEmail(userId);

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

  async function sendAboutRequest(
    tx: Db,
    kind: RescheduleEmailKind,
    requestId: number,
    compose: (r: RescheduleLetterRow) => {
      subject: string;
      lines: string[];
      actorLines?: string[];
    },
  ): Promise<void> {
    const row = await deps.reschedules.letterOf(tx, requestId);
    if (!row) return;
    const member = await deps.members.contact(tx, row.booking.userId);
    if (!member || !reachable(row.booking.userId, member.email)) return;
    const { subject, lines, actorLines } = compose(row);
    await sendToFamily(deps, tx, member, {
      kind,
      refId: requestId,
      topic: "visits",
      subject,
      lines,
      ...(actorLines ? { actorLines } : {}),
      short: subject,
    });
  }

  const slots = (r: RescheduleLetterRow) => ({
    from: {
      visitDate: r.booking.visitDate,
      shiftName: shiftNameOf(r.fromShiftName, r.booking.shiftType),
      startTime: r.booking.startTime,
    },
    to: {
      visitDate: r.request.visitDate,
      shiftName: shiftNameOf(r.toShiftName, r.request.shiftType),
      startTime: r.request.startTime,
    },
  });

  /** "We have your request to move the visit" (users/requestreschedule/). */
  async function rescheduleRequested(tx: Db, requestId: number): Promise<void> {
    await sendAboutRequest(tx, "reschedule_requested", requestId, (r) => {
      const { from, to } = slots(r);
      return {
        subject: `We have your request to move the visit for ${r.booking.lovedOneName} (booking #${r.booking.id})`,
        lines: [
          `We have your request to move booking #${r.booking.id}, ${r.serviceName} for ${r.booking.lovedOneName} at ${r.booking.addressLine}, ${r.cityName}:`,
          `  From: ${when(from)}`,
          `  To:   ${when(to)}`,
          ...(r.request.reason ? [`  Your reason: ${r.request.reason}`] : []),
          "",
          "Our care team will check that a caregiver is free and let you know. Until then the visit stays as booked.",
        ],
      };
    });
  }

  /**
   * The team's answer to a reschedule request (the admin console calls this after deciding; when it
   * approves, it moves the booking first, so the booking already shows the new time).
   */
  async function rescheduleDecided(tx: Db, requestId: number): Promise<void> {
    await sendAboutRequest(tx, "reschedule_decided", requestId, (r) => {
      const { from, to } = slots(r);
      const note = r.request.decisionNote ? [`Note from our team: ${r.request.decisionNote}`] : [];
      const what = `${r.serviceName} for ${r.booking.lovedOneName} at ${r.booking.addressLine}, ${r.cityName}`;
      if (r.request.status === "approved") {
        return {
          subject: `Visit moved: ${r.booking.lovedOneName} on ${formatIndiaDay(r.request.visitDate)} (booking #${r.booking.id})`,
          lines: [
            `Your request is approved. Booking #${r.booking.id}, ${what}, is now on:`,
            `  ${when(to)}`,
            ...(note.length ? ["", ...note] : []),
          ],
        };
      }
      return {
        subject: `We could not move the visit for ${r.booking.lovedOneName} (booking #${r.booking.id})`,
        lines: [
          `We are sorry: we could not move booking #${r.booking.id}, ${what}, to ${when(to)}.`,
          "",
          `The visit stays as booked: ${when(from)}.`,
          ...(note.length ? ["", ...note] : []),
        ],
        actorLines: [
          `You can ask for another time, or cancel from My bookings up to ${cutoffHours} hours before it starts.`,
        ],
      };
    });
  }

  /**
   * Each companion assigned to these cancelled visits told once, with their visits (a pause, decision 0080):
   * by email and SMS (they are often on the road), in the caller's transaction. `kind` and `refId` name what
   * cancelled them (the pause), so the message is redacted with it.
   */
  async function companionsCancelled(
    tx: Db,
    bookingIds: readonly number[],
    m: { kind: string; refId: number; reason: string },
  ): Promise<void> {
    const visits = (await visitsForCompanion(tx, bookingIds)).filter((v) => v.companionId !== null);
    if (visits.length === 0 || !deps.roster) return;
    const ids = [...new Set(visits.map((v) => v.companionId as number))];
    const profiles = await deps.roster.profiles(tx, ids);
    for (const id of ids.sort((a, b) => a - b)) {
      const profile = profiles.get(id);
      const contact = profile ? await deps.members.contact(tx, profile.userId) : null;
      if (!profile || !contact) continue;
      const theirs = visits.filter((v) => v.companionId === id);
      const count = theirs.length === 1 ? "1 visit" : `${theirs.length} visits`;
      const subject = `${count} cancelled: ${m.reason}`;
      const lines = theirs.map(
        (v) =>
          `  ${formatIndiaDay(v.visitDate)}, ${v.startTime}: ${v.serviceName} for ${v.lovedOneName}, ${v.addressLine}`,
      );
      await deps.notifier.enqueueForEach(tx, [
        {
          kind: m.kind,
          refId: m.refId,
          topic: "visits",
          userId: contact.userId,
          email: contact.email || null,
          phone: contact.phone || null,
          subject,
          body: [
            `Dear ${contact.name},`,
            "",
            `The family has cancelled ${theirs.length === 1 ? "this visit" : "these visits"} of yours (${m.reason}):`,
            ...lines,
            "",
            "You do not need to go. Your visit list in the app is up to date.",
            ...SIGN_OFF_LINES,
          ].join("\n"),
          short: [subject, ...theirs.map((v) => `${formatIndiaDay(v.visitDate)} ${v.startTime}`)].join("\n"),
          alsoBy: ["sms"],
        },
      ]);
    }
  }

  return {
    received,
    cancelled,
    companionsCancelled,
    confirmed,
    companionChanged,
    missed,
    rejected,
    reminder,
    statusChanged,
    rescheduleRequested,
    rescheduleDecided,
    /** A family's email about one visit, worded by `say` (the visits module's: arrived, report ready). */
    aboutVisit: familyEmail,
    /** A booking as shown with its member's name and contacts; null when gone or its member not found. */
    load,
    /** What, when, where and for whom, as every booking email lists it. */
    visitLines,
    /** Whether the member can be written to (not erased). */
    reachable,
    companionFirstName,
    /** A message about the family's visits to the payer and their circle, in the caller's transaction. */
    toFamily: (tx: Db, payer: AccountContact, m: FamilyMessage) => sendToFamily(deps, tx, payer, m),
  };
}
export type BookingMessages = ReturnType<typeof createBookingMessages>;
