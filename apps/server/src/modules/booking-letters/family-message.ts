import type { MessageChannel, MessageTopic } from "@eldercare/contracts";
import { familyRoleAllows, leastFamilyRole } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import type { AccountContact, MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier, PersonMessage } from "../notifications/notifier.service.ts";

/** A message about a family's visits, as every person it goes to reads it (their name aside). */
export interface FamilyMessage {
  kind: string;
  refId: number;
  /** Visits and reports only: plans are the payer's business, and their messages stay the payer's. */
  topic: Exclude<MessageTopic, "plans">;
  subject: string;
  /** The email's lines between the greeting and the sign-off. */
  lines: string[];
  /**
   * What one may do about it ("You can cancel from My bookings…"): said to the payer and to managers,
   * left out for a viewer, who may not (decision 0063).
   */
  actorLines?: string[];
  /** The SMS's and WhatsApp's text. */
  short: string;
  /** Channels it goes by whatever each person chose (an incident: SMS; decision 0069). */
  alsoBy?: MessageChannel[];
  /** Once per kind, record, channel and address, whatever queues it again (the outbox's unique index). */
  once?: boolean;
  /** The account of the person whose own act it tells of (who filed an incident): not told of it. */
  except?: number;
}

/**
 * Sends a message about the family's visits to the payer and to each active member of their circle
 * (issue 29, decisions 0061 and 0063), in the caller's transaction: each person greeted by name, on the
 * channels they chose, at their own account's email and phone. The caller has checked the payer is not
 * erased; an erased circle member has left the circle, so is not among them.
 */
/** The least family role that may act on a visit message's lines for whoever acts (the permission table). */
const ACT_ROLE = leastFamilyRole("changeVisits") ?? "payer";

export async function sendToFamily(
  deps: { notifier: Pick<Notifier, "enqueueForEach">; members: Pick<MemberDirectory, "circleContacts"> },
  tx: Db,
  payer: AccountContact,
  m: FamilyMessage,
): Promise<void> {
  const circle = await deps.members.circleContacts(tx, payer.userId);
  const actions = m.actorLines?.length ? ["", ...m.actorLines] : [];
  const letter = (name: string, mayAct: boolean, after: string[]) =>
    [`Dear ${name},`, "", ...m.lines, ...(mayAct ? actions : []), ...after, ...SIGN_OFF_LINES].join("\n");
  const to = (
    who: { userId: number; name: string; email: string | null; phone: string },
    mayAct: boolean,
    after: string[],
  ): PersonMessage => ({
    kind: m.kind,
    refId: m.refId,
    topic: m.topic,
    userId: who.userId,
    email: who.email || null,
    phone: who.phone || null,
    subject: m.subject,
    body: letter(who.name, mayAct, after),
    short: m.short,
    ...(m.alsoBy ? { alsoBy: m.alsoBy } : {}),
    ...(m.once ? { once: true } : {}),
  });
  // The circle member did not book it themselves: the email says why it reached them.
  const why = ["", `You get this message as a member of ${payer.name}'s family circle.`];
  await deps.notifier.enqueueForEach(
    tx,
    [to(payer, true, []), ...circle.map((c) => to(c, familyRoleAllows(c.role, ACT_ROLE), why))].filter(
      (p) => p.userId !== m.except,
    ),
  );
}
