import type { AppLanguage, StaffCity, StaffRole } from "@eldercare/contracts";
import type { StaffScope } from "../../http/session-guard.ts";
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
  /** The language the account reads the app in (issue 46); absent from a lookup that does not say. */
  language?: AppLanguage;
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

/**
 * What the staff module says of a console account (decision 0076): its role and cities now, read at every
 * call of its sessions so a change or a deactivation holds at once, and whether it may log in.
 */
export interface StaffAccess extends LoginGate {
  /** The account's active staff role and cities; null when it has none or was deactivated. */
  scopeOf(userId: number): Promise<StaffScope | null>;
  /** What the console's login answers: the role and the cities covered, named; null for no staff row. */
  loginDetails(userId: number): Promise<{ role: StaffRole; cities: StaffCity[] } | null>;
}
