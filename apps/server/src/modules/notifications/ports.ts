import type { Db } from "../../db/client.ts";

/**
 * What the notifications module needs of an account (the members module's, lent in app.ts): the phone a
 * WhatsApp opt-in is given for (E.164), and the email and phone messages go to ("" for none), which the
 * Messages panel's "how your messages come" is worked out from. A port, so the members module, which sends through the outbox,
 * is not imported back (decision 0034).
 */
export interface AccountPhones {
  contact(db: Db, userId: number): Promise<{ phone: string; email: string } | null>;
}
