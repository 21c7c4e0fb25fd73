import type { Channel } from "../../lib/channel.ts";

/*
 * What the auth module asks of the modules built on it. Accounts are the members module's (the `users`
 * table), and members uses auth's codes and sessions to register and erase; so auth declares what it
 * needs here and app.ts hands over the members module's service that fits (docs/decisions/0034).
 */

/** An account as the code and login rules read it. */
export interface Account {
  id: number;
  userType: number;
  userName: string;
  email: string;
  phone: string;
}

/** Finds the account holding a phone (E.164) or an email (lower-cased). */
export interface AccountLookup {
  find(contact: { channel: Channel; value: string }): Promise<Account | null>;
}
