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

/**
 * What a role's own module says about one of its accounts logging in: a deactivated companion may not
 * (the companions module's). Asked before a login code is sent and again before a session is made.
 */
export interface LoginGate {
  /** Why this account may not log in now (a message from the contracts), or null. */
  refusal(account: Account): Promise<string | null>;
}
