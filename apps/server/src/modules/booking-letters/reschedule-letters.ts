import type { Db } from "../../db/client.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { sendToFamily } from "./family-message.ts";
import type { RescheduleEmailKind } from "./letter-kinds.ts";
import { reachable, shiftNameOf, when } from "./letter-lines.ts";
import type { LetterReschedule, LetterRows } from "./ports.ts";

/**
 * The family's letters about a request to move a visit: received, and the team's answer. Each reads the
 * request in the caller's transaction (through the bookings module's rows) and sends nothing when it is
 * gone or its member erased. `cutoffHours`: how long before a visit the family may cancel.
 */
export function createRescheduleLetters(
  deps: {
    notifier: Pick<Notifier, "enqueueForEach">;
    members: Pick<MemberDirectory, "contact" | "circleContacts">;
    rows: Pick<LetterRows, "rescheduleItem">;
  },
  cutoffHours: number,
) {
  async function sendAboutRequest(
    tx: Db,
    kind: RescheduleEmailKind,
    requestId: number,
    compose: (r: LetterReschedule) => {
      subject: string;
      lines: string[];
      actorLines?: string[];
    },
  ): Promise<void> {
    const row = await deps.rows.rescheduleItem(tx, requestId);
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

  const slots = (r: LetterReschedule) => ({
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

  return { rescheduleRequested, rescheduleDecided };
}
