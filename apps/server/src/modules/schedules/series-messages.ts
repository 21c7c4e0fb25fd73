import { monthName, type SeriesDate, seriesRegularMessage, weekdaysInWords } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as repo from "./visit-series.repo.ts";

/** Outbox kinds whose ref_id is a care schedule's id (redacted with the member's data at erasure). */
export const SERIES_MESSAGE_KINDS = [
  "series_set_up",
  "series_month_booked",
  "series_ended",
  "series_changed",
  "series_regular",
] as const;
/** Outbox kinds whose ref_id is a pause's id: the family's, and each companion's (decision 0080). */
export const PAUSE_MESSAGE_KINDS = ["visits_paused", "pause_companion"] as const;
type SeriesKind = (typeof SERIES_MESSAGE_KINDS)[number];

/**
 * The family's messages about a care schedule (issue 44), written to the outbox in the transaction that
 * books or ends it, to the payer and their circle on the channels each chose (the booking-letters
 * module's `toFamily`): what was booked, what was not and why, and when the next month is booked.
 */
export function createSeriesMessages(deps: {
  bookingMessages: Pick<BookingMessages, "toFamily">;
  members: Pick<MemberDirectory, "contact">;
}) {
  async function send(
    tx: Db,
    series: repo.SeriesRow,
    kind: SeriesKind,
    subject: string,
    lines: string[],
    short: string,
  ): Promise<void> {
    const payer = await deps.members.contact(tx, series.userId);
    if (!payer || payer.email === erasedEmail(series.userId)) return;
    const [service, shift] = await Promise.all([
      repo.serviceName(tx, series.serviceId),
      repo.shiftName(tx, series.shiftType),
    ]);
    await deps.bookingMessages.toFamily(tx, payer, {
      kind,
      refId: series.id,
      topic: "visits",
      subject,
      lines: [
        `  ${service} for ${series.lovedOneName}`,
        `  ${weekdaysInWords(series.weekdays)}, ${shift}, starting ${series.startTime} (India time)`,
        `  From ${formatIndiaDay(series.startsOn)} until ${formatIndiaDay(series.endsOn)}`,
        "",
        ...lines,
      ],
      actorLines: ["You can cancel or move a visit, or end the schedule, from My bookings."],
      short: [subject, short].join("\n"),
    });
  }

  /** "4 Dec 2026, 8 Dec 2026 …" of the dates booked; the dates skipped with why. */
  const booked = (dates: readonly string[]) =>
    dates.length === 0 ? [] : ["Booked:", ...dates.map((d) => `  ${formatIndiaDay(d)}`)];
  const notBooked = (skipped: readonly SeriesDate[]) =>
    skipped.length === 0
      ? []
      : ["", "Not booked:", ...skipped.map((d) => `  ${formatIndiaDay(d.date)}: ${d.reason ?? d.state}`)];
  const count = (n: number) => (n === 1 ? "1 visit" : `${n} visits`);

  return {
    /** A schedule set up: the visits booked now, the dates skipped, and when later months are booked. */
    async setUp(tx: Db, series: repo.SeriesRow, dates: readonly string[], skipped: readonly SeriesDate[]) {
      const later =
        series.bookedThrough && series.bookedThrough < series.endsOn
          ? [
              "",
              `The dates after ${formatIndiaDay(series.bookedThrough)} are booked as their month opens; we will write each time.`,
            ]
          : [];
      await send(
        tx,
        series,
        "series_set_up",
        `Care schedule set up for ${series.lovedOneName}: ${count(dates.length)} booked`,
        [...booked(dates), ...notBooked(skipped), ...later],
        `${count(dates.length)} booked. Details in My bookings.`,
      );
    },
    /**
     * A month booked by the sweep (through `through`, the month's last day or the schedule's); with a regular
     * companion (decision 0081), the dates they make and those left for the team.
     */
    async monthBooked(
      tx: Db,
      series: repo.SeriesRow,
      through: string,
      dates: readonly string[],
      skipped: readonly SeriesDate[],
      regular: { firstName: string; with: readonly string[] } | null = null,
    ) {
      const month = monthName(through);
      const mine = new Set(regular?.with ?? []);
      const others = dates.filter((d) => !mine.has(d));
      const regularLines =
        regular && dates.length > 0
          ? [
              "",
              `${regular.firstName} will make ${mine.size === dates.length ? "each of them" : `${count(mine.size)}`}.`,
              ...(others.length === 0
                ? []
                : [seriesRegularMessage.left, ...others.map((d) => `  ${formatIndiaDay(d)}`)]),
            ]
          : [];
      await send(
        tx,
        series,
        "series_month_booked",
        `${month} booked for ${series.lovedOneName}: ${count(dates.length)}`,
        [...booked(dates), ...regularLines, ...notBooked(skipped)],
        `${count(dates.length)} booked in ${month}. Details in My bookings.`,
      );
    },
    /** A schedule's pattern changed from `from`: what was cancelled, what the new pattern booked and skipped. */
    async changed(
      tx: Db,
      series: repo.SeriesRow,
      from: string,
      cancelled: number,
      dates: readonly string[],
      skipped: readonly SeriesDate[],
    ) {
      await send(
        tx,
        series,
        "series_changed",
        `Care schedule changed for ${series.lovedOneName} from ${formatIndiaDay(from)}`,
        [
          `From ${formatIndiaDay(from)}: ${cancelled === 0 ? "no booked visit was cancelled" : `${count(cancelled)} of the old pattern cancelled, back in your plan's allowance`}.`,
          "",
          ...booked(dates),
          ...notBooked(skipped),
        ],
        `From ${formatIndiaDay(from)}: ${count(cancelled)} cancelled, ${count(dates.length)} booked.`,
      );
    },
    /** A loved one's visits paused: the dates, the reason, and every visit cancelled (decision 0080). */
    async paused(
      tx: Db,
      pause: { id: number; userId: number; fromDate: string; toDate: string; reason: string },
      lovedOneName: string,
      cancelled: readonly { visitDate: string; startTime: string }[],
    ) {
      const payer = await deps.members.contact(tx, pause.userId);
      if (!payer || payer.email === erasedEmail(pause.userId)) return;
      const span = `${formatIndiaDay(pause.fromDate)} to ${formatIndiaDay(pause.toDate)}`;
      const subject = `Visits paused for ${lovedOneName}: ${span}`;
      const what =
        cancelled.length === 0
          ? ["No booked visit fell in these dates."]
          : [
              `${count(cancelled.length)} cancelled, back in your plan's allowance:`,
              ...cancelled.map(
                (v) => `  ${formatIndiaDay(v.visitDate)}, starting ${v.startTime} (India time)`,
              ),
            ];
      await deps.bookingMessages.toFamily(tx, payer, {
        kind: "visits_paused",
        refId: pause.id,
        topic: "visits",
        subject,
        lines: [
          `We have paused ${lovedOneName}'s visits from ${span} (${pause.reason}).`,
          "",
          ...what,
          "",
          "The care schedules carry on after the pause; their dates within it are not booked.",
        ],
        actorLines: ["You can book a visit again from Book a Service."],
        short: [subject, `${count(cancelled.length)} cancelled.`].join("\n"),
      });
    },
    /** The team gave the schedule its regular companion (decision 0081): one message, not one per visit. */
    async regularSet(
      tx: Db,
      series: repo.SeriesRow,
      r: { firstName: string; given: readonly string[]; left: readonly string[]; confirmed: boolean },
    ) {
      const name = r.firstName || "Your companion";
      await send(
        tx,
        series,
        "series_regular",
        seriesRegularMessage.subject(name, series.lovedOneName),
        [
          seriesRegularMessage.given(name, r.given.length),
          ...r.given.map((d) => `  ${formatIndiaDay(d)}`),
          ...(r.confirmed ? [seriesRegularMessage.confirmed] : []),
          ...(r.left.length === 0
            ? []
            : ["", seriesRegularMessage.left, ...r.left.map((d) => `  ${formatIndiaDay(d)}`)]),
        ],
        seriesRegularMessage.given(name, r.given.length),
      );
    },
    /** A schedule ended from `from`: how many visits were cancelled and given back to the allowance. */
    async ended(tx: Db, series: repo.SeriesRow, from: string, cancelled: number) {
      await send(
        tx,
        series,
        "series_ended",
        `Care schedule ended for ${series.lovedOneName}`,
        [
          `No visits from ${formatIndiaDay(from)}. ${cancelled === 0 ? "No booked visit was cancelled." : `${count(cancelled)} cancelled, back in your plan's allowance.`}`,
        ],
        `No visits from ${formatIndiaDay(from)}.`,
      );
    },
  };
}
export type SeriesMessages = ReturnType<typeof createSeriesMessages>;
