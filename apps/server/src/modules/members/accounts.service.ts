import type { Db } from "../../db/client.ts";
import type { Channel } from "../../integrations/delivery/types.ts";
import { findUserByEmail, findUserByPhone } from "./users.repo.ts";

/** A phone (E.164) or a lower-cased email address, as accounts are stored. */
export interface Contact {
  channel: Channel;
  value: string;
}

/** Member and administrator accounts by phone or email; lent to the login, code and sandbox services. */
export function createAccounts(deps: { db: Db }) {
  return {
    find: (contact: Contact) =>
      contact.channel === "sms"
        ? findUserByPhone(deps.db, contact.value)
        : findUserByEmail(deps.db, contact.value),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
