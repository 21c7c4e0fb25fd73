import { formatStartTime, MINOR_INCIDENTS_IN_REPORT, reportReadySubject } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { formatIndiaDay, indiaDate, indiaDateTime } from "../../lib/india-date.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { incidentsOf } from "./incidents.repo.ts";

/**
 * The messages a visit itself sends (issue 26, decision 0046), in the transaction of what they announce:
 * the family's "arrived" and "report ready" and the team's email about a concern. They are written with
 * the booking-letters module's letters (`messages`, built once), so they read as the family's others do.
 */
export function createVisitMessages(deps: {
  notifier: Pick<Notifier, "enqueue">;
  messages: BookingMessages;
  /** Who made the visit, named in the team's email. */
  roster: Pick<Roster, "profiles">;
}) {
  const { messages } = deps;

  /** The companion has checked in at the door (their first name, the time on the India clock). */
  const arrived = messages.aboutVisit("booking_arrived", async (tx, row, inAt: Date) => {
    const who = await messages.companionFirstName(tx, row);
    const time = formatStartTime(indiaDateTime(inAt).slice(11));
    return {
      subject: `${who} has arrived for ${row.booking.lovedOneName}`,
      opening: `${who} checked in for booking #${row.booking.id} at ${time} (India time) on ${formatIndiaDay(indiaDate(inAt))}:`,
      rest: ["We will send you their visit report after the visit."],
    };
  });

  /**
   * The companion filed the visit's report (decision 0046): where to read it, and to rate the visit. The
   * minor incidents reported on the visit so far are told with it, each whole (decision 0069; a serious
   * one was told at once, and one reported after this is told on its own); `deskPhone`: the desk's number.
   */
  const reportReady = messages.aboutVisit(
    "booking_report_ready",
    async (tx, row, link: string, deskPhone: string) => {
      const minor = (await incidentsOf(tx, [row.booking.id])).filter((i) => i.severity === "minor");
      return {
        subject: reportReadySubject(row.booking.lovedOneName),
        opening: `${await messages.companionFirstName(tx, row)} has filed the report of the visit of booking #${row.booking.id}:`,
        rest: [
          `Read what they did together and how ${row.booking.lovedOneName} seemed: ${link}`,
          ...(minor.length > 0 ? [MINOR_INCIDENTS_IN_REPORT.short(minor.length, deskPhone)] : []),
          ...minor.flatMap((i) => [
            "",
            MINOR_INCIDENTS_IN_REPORT.heading(i.reportedBy === "companion" ? "the companion" : "your family"),
            i.whatHappened,
          ]),
        ],
        forActors: [
          "You can rate the visit there, and tell us whether you would like the same companion again.",
        ],
      };
    },
  );

  /**
   * The care team's email (to `to`) when a companion flags a concern in a visit's report: the visit, who
   * made it, the family's contact, and what worried the companion.
   */
  async function concernFlagged(
    tx: Db,
    c: { bookingId: number; note: string; to: string; consoleLink: string },
  ): Promise<void> {
    const row = await messages.load(tx, c.bookingId);
    if (!row) return;
    const b = row.booking;
    const companion =
      b.companionId === null
        ? undefined
        : (await deps.roster.profiles(tx, [b.companionId])).get(b.companionId);
    await deps.notifier.enqueue(tx, {
      kind: "booking_concern",
      refId: b.id,
      to: c.to,
      subject: `Concern flagged at the visit to ${b.lovedOneName} (booking #${b.id})`,
      body: [
        `The companion flagged a concern in the report of booking #${b.id}:`,
        ...messages.visitLines(row),
        "",
        companion ? `Companion: ${companion.fullName}, ${companion.phone}` : "Companion: none recorded",
        messages.reachable(b.userId, row.member.email)
          ? `Family:    ${row.member.name}, ${row.member.phone}`
          : "Family:    (account erased)",
        "",
        "What worried them:",
        c.note,
        "",
        `Open it in the console: ${c.consoleLink}`,
      ].join("\n"),
    });
  }

  return { arrived, reportReady, concernFlagged };
}
export type VisitMessages = ReturnType<typeof createVisitMessages>;
