import { MOOD_DROP_REPORTS, moodDrop, moodDropMessage, moodRecovered } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier, PersonMessage } from "../notifications/notifier.service.ts";
import * as repo from "./mood-alerts.repo.ts";

/**
 * The mood-drop alert (issue 47, decision 0098), run in the transaction that files a report: when the
 * average mood of the loved one's last MOOD_DROP_REPORTS reports is MOOD_DROP_POINTS or more below that of
 * the three before, the team (SUPPORT_EMAIL) and the family's managers (the payer and the circle's
 * managers) are told, with the six reports, in that transaction. Once: the loved one has at most one open
 * alert (a partial unique index), so a further low report, or two reports filed at once, alert nobody
 * again. A report whose last three average is back within a point of the alert's three before closes it;
 * a later drop may then alert again.
 */
export function createMoodAlerts(deps: {
  notifier: Pick<Notifier, "enqueue" | "enqueueForEach">;
  members: Pick<MemberDirectory, "contact" | "circleContacts">;
  config: Pick<AppConfig, "SUPPORT_EMAIL">;
}) {
  /** After the report of `bookingId` is inserted, in its transaction. True when it alerted. */
  async function afterReport(tx: Db, bookingId: number, at: Date): Promise<boolean> {
    const family = await repo.familyOfVisit(tx, bookingId);
    if (!family) return false;
    const reports = await repo.latestMoods(tx, family.lovedOneId, 2 * MOOD_DROP_REPORTS);
    const open = await repo.openAlert(tx, family.lovedOneId);
    if (open) {
      if (moodRecovered(open.beforeSum, reports)) await repo.recover(tx, open.id, bookingId, at);
      return false;
    }
    const drop = moodDrop(reports);
    if (!drop) return false;
    const sum = (r: { mood: number }[]) => r.reduce((a, b) => a + b.mood, 0);
    const id = await repo.openNew(tx, {
      lovedOneId: family.lovedOneId,
      bookingId,
      beforeSum: sum(drop.before),
      afterSum: sum(drop.after),
      at,
    });
    if (id === null) return false;
    const m = moodDropMessage(family.name, drop.before, drop.after);
    await deps.notifier.enqueue(tx, {
      kind: "mood_drop_team",
      refId: id,
      to: deps.config.SUPPORT_EMAIL,
      subject: m.subject,
      body: ["Care team,", "", ...m.lines, "", `Family account: ${family.payerId}`].join("\n"),
    });
    const payer = await deps.members.contact(tx, family.payerId);
    if (!payer || payer.email === erasedEmail(family.payerId)) return true;
    const managers = (await deps.members.circleContacts(tx, family.payerId)).filter(
      (c) => c.role === "manager",
    );
    const to = (who: {
      userId: number;
      name: string;
      email: string | null;
      phone: string;
    }): PersonMessage => ({
      kind: "mood_drop",
      refId: id,
      topic: "reports",
      userId: who.userId,
      email: who.email || null,
      phone: who.phone || null,
      subject: m.subject,
      body: [`Dear ${who.name},`, "", ...m.lines, ...SIGN_OFF_LINES].join("\n"),
      short: m.short,
    });
    await deps.notifier.enqueueForEach(tx, [to(payer), ...managers.map(to)]);
    return true;
  }
  return { afterReport };
}
export type MoodAlerts = ReturnType<typeof createMoodAlerts>;
