import type { Db } from "../../db/client.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { LetterRows } from "./ports.ts";

/**
 * Each companion assigned to these cancelled visits told once, with their visits (a pause, decision 0080):
 * by email and SMS (they are often on the road), in the caller's transaction. `kind` and `refId` name what
 * cancelled them (the pause), so the message is redacted with it.
 */
export function companionsCancelledLetters(deps: {
  notifier: Pick<Notifier, "enqueueForEach">;
  members: Pick<MemberDirectory, "contact">;
  rows: Pick<LetterRows, "companionVisits">;
  roster?: Pick<Roster, "profiles">;
}) {
  return async function companionsCancelled(
    tx: Db,
    bookingIds: readonly number[],
    m: { kind: string; refId: number; reason: string },
  ): Promise<void> {
    const visits = (await deps.rows.companionVisits(tx, bookingIds)).filter((v) => v.companionId !== null);
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
  };
}
