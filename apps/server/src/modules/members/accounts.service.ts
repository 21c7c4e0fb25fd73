import { type AppLanguage, USER_TYPE } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { Channel } from "../../integrations/delivery/types.ts";
import {
  type CompanionAccountValues,
  findUserByEmail,
  findUserByPhone,
  insertWorkAccount,
  setAccountLanguage,
  updateWorkAccount,
} from "./users.repo.ts";

export type { CompanionAccountValues } from "./users.repo.ts";

/** A phone (E.164) or a lower-cased email address, as accounts are stored. */
export interface Contact {
  channel: Channel;
  value: string;
}

/**
 * Accounts by phone or email; lent to the login, code and sandbox services. The companions module makes
 * and changes its companions' accounts here too, and the staff module its staff's (the `users` table is the members module's own), inside
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
      insertWorkAccount(tx, USER_TYPE.companion, values, at),
    /** A companion's new name and contacts; false when the account is no companion's. */
    updateCompanion: (tx: Db, userId: number, values: CompanionAccountValues, at: Date): Promise<boolean> =>
      updateWorkAccount(tx, USER_TYPE.companion, userId, values, at),
    /** A companion's own language (issue 46); false when the account is no companion's. */
    setCompanionLanguage: (userId: number, language: AppLanguage, at: Date): Promise<boolean> =>
      setAccountLanguage(deps.db, USER_TYPE.companion, userId, language, at),
    /** A new member of the console's staff's account (user_type 2); its id. */
    createStaff: (tx: Db, values: CompanionAccountValues, at: Date): Promise<number> =>
      insertWorkAccount(tx, USER_TYPE.admin, values, at),
    /** A member of staff's new name and contacts; false when the account is no console account. */
    updateStaff: (tx: Db, userId: number, values: CompanionAccountValues, at: Date): Promise<boolean> =>
      updateWorkAccount(tx, USER_TYPE.admin, userId, values, at),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
