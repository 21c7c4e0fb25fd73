import {
  DATA_EXPORT_FORMAT_VERSION,
  dataExportSchema,
  PRIVACY_MESSAGES,
  SUBSCRIPTION_HELD_STATUSES,
  USER_TYPE,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { FileResult } from "../../http/route.ts";
import { ERASED_NAME, ERASED_TEXT, erasedEmail, erasedPhone } from "../../lib/erasure.ts";
import { storedPhoneIdentifier, toIdentifier } from "../../lib/identifier.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { EmergencyCards } from "./emergency-cards.service.ts";
import { erasureEmail } from "./erasure-email.ts";
import type { Family } from "./family.service.ts";
import { deleteVaultEntry } from "./id-vault.repo.ts";
import type { LovedOnes } from "./loved-ones.service.ts";
import type {
  MemberEnquiries,
  MemberIncidents,
  MemberPlans,
  MemberQuestions,
  MemberSeries,
  MemberVisitReports,
  MemberVisits,
} from "./ports.ts";
import { findConsent } from "./profile.repo.ts";
import type { Profiles } from "./profile.service.ts";
import { anonymiseMember, lockMember } from "./users.repo.ts";

export interface PrivacyDeps {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, "SUPPORT_EMAIL">;
  otp: OtpService;
  sessions: Sessions;
  notifier: Notifier;
  family: Pick<Family, "erase" | "exportFor">;
  visits: MemberVisits;
  visitReports: MemberVisitReports;
  incidents: MemberIncidents;
  series: MemberSeries;
  plans: MemberPlans;
  enquiries: MemberEnquiries;
  questions: MemberQuestions;
  profiles: Profiles;
  lovedOnes: LovedOnes;
  emergencyCards: Pick<EmergencyCards, "listFor">;
}

/** The member's rights under the DPDP Act 2023: a copy of their data, and erasure (docs/decisions/0021). */
export function createPrivacy(deps: PrivacyDeps) {
  const { db } = deps;

  /** users/exportdata/: one JSON file, checked against the contract before it leaves. */
  async function exportData(userId: number): Promise<FileResult> {
    const at = deps.now();
    const profile = await deps.profiles.get(userId);
    const consent = await findConsent(db, userId);
    const file = dataExportSchema.parse({
      format_version: DATA_EXPORT_FORMAT_VERSION,
      exported_at: at.toISOString(),
      profile,
      consent: { version: consent?.version ?? null, accepted_at: consent?.acceptedAt?.toISOString() ?? null },
      loved_ones: await deps.lovedOnes.list(userId),
      emergency_cards: await deps.emergencyCards.listFor(userId),
      payments: await deps.plans.payments(userId),
      invoices: await deps.plans.invoices(userId),
      credit_notes: await deps.plans.creditNotes(userId),
      plan_cancellations: await deps.plans.cancellations(userId),
      enquiries: await deps.enquiries.sentBy({ userId, phone: profile.phone, email: profile.email }),
      visit_reports: await deps.visitReports.reportsOf(userId),
      incidents: await deps.incidents.exportFor(userId),
      care_schedules: await deps.series.exportFor(userId),
      care_pauses: await deps.series.pausesFor(userId),
      message_choices: await deps.notifier.prefsOf(userId),
      family: await deps.family.exportFor(userId),
    });
    return {
      body: Buffer.from(`${JSON.stringify(file, null, 2)}\n`),
      contentType: "application/json; charset=utf-8",
      filename: `seniorcare-data-${userId}-${indiaDate(at)}.json`,
    };
  }

  /**
   * users/eraseaccount/: the login code sent to the registered phone proves it is the member; then,
   * in one transaction under the member's row lock, everything 0021 lists is anonymised or deleted.
   * Payments and issued invoices stay (GST records), with the name as printed.
   */
  async function erase(userId: number, code: string) {
    const profile = await deps.profiles.get(userId);
    await deps.otp.verify(
      toIdentifier("P", profile.phone, profile.country_code),
      ["login"],
      USER_TYPE.user,
      code,
    );
    const planRunning = profile.subscriptions.some((s) => SUBSCRIPTION_HELD_STATUSES.includes(s.status));
    const at = deps.now();
    await db.transaction(async (tx) => {
      const member = await lockMember(tx, userId, USER_TYPE.user);
      if (!member) throw new AppError("BE004");
      const phone = storedPhoneIdentifier(member.phone);
      const email = toIdentifier("E", member.email);
      const placeholders = { userName: ERASED_NAME, phone: erasedPhone(userId), email: erasedEmail(userId) };
      await anonymiseMember(tx, userId, placeholders, at);
      if (member.idVaultKey) await deleteVaultEntry(tx, member.idVaultKey);
      // Before the loved ones go: upcoming visits cancelled, personal text of every booking replaced.
      await deps.visits.erase(tx, userId, at);
      // The visits' reports, photos and ratings, and the member's wishes about companions (decision 0046).
      await deps.visitReports.erase(tx, userId);
      await deps.incidents.erase(tx, userId, ERASED_TEXT);
      // The care schedules end, without the loved one's name, notes or reasons (issue 44).
      await deps.series.erase(tx, userId, at);
      await deps.plans.eraseCancellationReasons(tx, userId);
      await deps.lovedOnes.removeAll(tx, userId);
      await deps.sessions.revokeAll(tx, userId);
      // Their circle ends, or they leave the families they belonged to (decision 0063).
      await deps.family.erase(tx, userId, at);
      await deps.otp.forget(tx, [phone, email]);
      const who = { userId, phone: phone.value, email: email.value };
      const enquiryIds = await deps.enquiries.erase(tx, who);
      await deps.questions.eraseSentBy(tx, who);
      await deps.notifier.redact(
        tx,
        { kind: "enquiry", refIds: enquiryIds },
        // Texts went to the phone in E.164; emails to the address.
        [who.phone, who.email],
        ERASED_TEXT,
        placeholders.email,
      );
      await deps.notifier.forgetPrefs(tx, userId);
      await deps.notifier.enqueue(tx, {
        kind: "erasure",
        refId: userId,
        to: deps.config.SUPPORT_EMAIL,
        ...erasureEmail(userId, planRunning, at),
      });
    });
    deps.notifier.kick();
    return { Message: PRIVACY_MESSAGES.erased };
  }

  return { exportData, erase };
}
export type Privacy = ReturnType<typeof createPrivacy>;
