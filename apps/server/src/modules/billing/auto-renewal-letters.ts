import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";

export interface PayerLetter {
  kind: string;
  refId: number;
  subject: string;
  /** The letter's paragraphs after "Dear …," (the sign-off is added). */
  lines: string[];
  /** The SMS or WhatsApp line. */
  short: string;
}

/**
 * Automatic renewal's letters to the payer (issue 47): the notice, a failed cycle, a mandate the bank
 * ended. Each is queued in the caller's transaction, on the payer's chosen channels; an erased account
 * gets none.
 */
export function createRenewalLetters(deps: {
  members: Pick<MemberDirectory, "contact">;
  notifier: Pick<Notifier, "enqueueFor">;
  config: Pick<AppConfig, "publicUrl">;
}) {
  const base = deps.config.publicUrl ?? "http://localhost:3000";
  const profileUrl = `${base}/user/profile?tab=plan`;
  /** An address as a letter gives it: a path of this app's own (the sandbox's pay page) made absolute. */
  const appUrl = (url: string) => (url.startsWith("/") ? `${base}${url}` : url);

  /** Queues the letter; false when there is nobody to send it to (erased, or gone). */
  async function toPayer(tx: Db, userId: number, letter: PayerLetter): Promise<boolean> {
    const payer = await deps.members.contact(tx, userId);
    if (!payer || payer.email === erasedEmail(userId)) return false;
    await deps.notifier.enqueueFor(tx, {
      kind: letter.kind,
      refId: letter.refId,
      topic: "plans",
      userId,
      email: payer.email,
      phone: payer.phone || null,
      subject: letter.subject,
      body: [`Dear ${payer.name},`, "", ...letter.lines, ...SIGN_OFF_LINES].join("\n"),
      short: letter.short,
    });
    return true;
  }

  return { profileUrl, appUrl, toPayer };
}
export type RenewalLetters = ReturnType<typeof createRenewalLetters>;
