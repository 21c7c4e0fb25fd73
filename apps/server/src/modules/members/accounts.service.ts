import type { Db } from "../../db/client.ts";
import type { Channel } from "../../integrations/delivery/types.ts";
import {
  type CompanionAccountValues,
  findUserByEmail,
  findUserByPhone,
  insertCompanionAccount,
  updateCompanionAccount,
} from "./users.repo.ts";

export type { CompanionAccountValues } from "./users.repo.ts";

/** A phone (E.164) or a lower-cased email address, as accounts are stored. */
export interface Contact {
  channel: Channel;
  value: string;
}

/**
 * Accounts by phone or email; lent to the login, code and sandbox services. The companions module makes
 * and changes its companions' accounts here too (the `users` table is the members module's own), inside
 * its own transaction: a clash of phone or email is the unique index's error, for the caller to name.
 */
export function createAccounts(deps: { db: Db }) {
  return {
    find: (contact: Contact) =>
      contact.channel === "sms"
        ? findUserByPhone(deps.db, contact.value)
        : findUserByEmail(deps.db, contact.value),
    /** A new companion's account (user_type 3); its id. */
    createCompanion: (tx: Db, values: CompanionAccountValues, at: Date): Promise<number> =>
      insertCompanionAccount(tx, values, at),
    /** A companion's new name and contacts; false when the account is no companion's. */
    updateCompanion: (tx: Db, userId: number, values: CompanionAccountValues, at: Date): Promise<boolean> =>
      updateCompanionAccount(tx, userId, values, at),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
