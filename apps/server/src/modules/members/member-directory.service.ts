import type { AppLanguage, UserType } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { activeCircleAccounts } from "./family.repo.ts";
import {
  contactsPageByName,
  findAccountById,
  findContacts,
  findInvoiceRecipient,
  holdAccountKey,
  idsMatching,
  lockAccount,
} from "./users.repo.ts";

/** An account's name and contacts as other modules use them (messages, the console's lists). */
export interface AccountContact {
  userId: number;
  name: string;
  phone: string;
  email: string;
  /** The language the account reads the app in (issue 46). */
  language?: AppLanguage;
}

/** A family circle member's account as messages reach it: a light account often has no email (null). */
export interface CircleContact {
  userId: number;
  name: string;
  phone: string;
  email: string | null;
  /** What they may do for the family: a viewer is not told how to cancel or rate. */
  role: "manager" | "viewer";
}

/** Who an invoice is addressed to, as the member's profile says today. */
export interface InvoiceRecipient {
  name: string;
  email: string;
  phone: string;
  addressLine: string | null;
  pincode: string | null;
  cityName: string | null;
  stateName: string | null;
  countryCode: string | null;
  countryName: string | null;
}

/**
 * The members module's accounts as other modules may read them (built once in app.ts and lent by name):
 * contacts for messages and the console, ids matching a console search, an account's row lock for a
 * module that serialises one member's changes on it, an invoice's recipient, and the contacts of a
 * payer's family circle. The `users` table is the members module's own; nobody else reads it
 * (docs/decisions/0034).
 */
export function createMemberDirectory() {
  return {
    /** One account's name and contacts; null for no such account. */
    async contact(db: Db, userId: number): Promise<AccountContact | null> {
      const [row] = await findContacts(db, [userId]);
      return row ?? null;
    },
    /** One account with its kind (user_type) and when it was made; null for no such account. */
    account: (
      db: Db,
      userId: number,
    ): Promise<(AccountContact & { userType: number; createdAt: Date }) | null> =>
      findAccountById(db, userId),
    /** Names and contacts by account id (absent: no such account). */
    async contacts(db: Db, userIds: readonly number[]): Promise<Map<number, AccountContact>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      return new Map((await findContacts(db, ids)).map((c) => [c.userId, c]));
    },
    /** One page of the contacts of these accounts of one kind, ordered by name (case aside), then id. */
    contactsPage(
      db: Db,
      userType: UserType,
      userIds: readonly number[],
      page: { offset: number; limit: number },
    ): Promise<AccountContact[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return contactsPageByName(db, userType, userIds, page.offset, page.limit);
    },
    /** Ids of the accounts whose name, phone or email contains `search` (trimmed, not empty). */
    idsMatching: (db: Db, search: string): Promise<number[]> => idsMatching(db, search),
    /** The account's row lock, inside the caller's transaction; false for no such account. */
    lock: (tx: Db, userId: number): Promise<boolean> => lockAccount(tx, userId),
    /**
     * The account's key share lock, inside the caller's transaction (false for no such account): taken
     * first by a change that will insert a row naming the member (a booking, a reschedule request), so
     * it queues behind an erasure of the account rather than deadlocking with it (decisions 0033, 0048).
     */
    hold: (tx: Db, userId: number): Promise<boolean> => holdAccountKey(tx, userId),
    invoiceRecipient: (db: Db, userId: number): Promise<InvoiceRecipient | null> =>
      findInvoiceRecipient(db, userId),
    /**
     * The payer's active circle members' own contacts (decision 0063), in the caller's transaction: each
     * person once, never the payer. A light account's email is "", given here as null.
     */
    async circleContacts(db: Db, payerId: number): Promise<CircleContact[]> {
      const seen = new Set<number>([payerId]);
      const out: CircleContact[] = [];
      for (const a of await activeCircleAccounts(db, payerId)) {
        if (seen.has(a.userId)) continue;
        seen.add(a.userId);
        out.push({ ...a, email: a.email || null, role: a.role === "manager" ? "manager" : "viewer" });
      }
      return out;
    },
  };
}
export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
