import type { AppLanguage, USER_TYPE, UserType } from "@eldercare/contracts";
import { and, type Column, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { cities, countries, memberSearch, states, users } from "../../db/schema/index.ts";
import { anyContains, containsPattern, hasNoCase } from "../../lib/like-pattern.ts";

const account = {
  id: users.id,
  userType: users.userType,
  userName: users.userName,
  email: users.email,
  phone: users.phone,
  language: users.language,
};

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select(account).from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select(account).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Every account holding this phone or this email (none, one, or two different ones). */
export function findUsersByPhoneOrEmail(db: Db, phone: string, email: string) {
  return db
    .select(account)
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.email, email)));
}

export async function phoneOrEmailTaken(db: Db, phone: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  const [user] = await db
    .insert(users)
    .values(row)
    .returning({ id: users.id, userName: users.userName, email: users.email });
  if (!user) throw new Error("insert returned no row");
  return user;
}

/**
 * Takes the member's row lock (SELECT … FOR UPDATE, inside a transaction): loved-one adds and the
 * erasure queue on it, so a count followed by an insert cannot be overtaken. Null for no such member.
 */
export async function lockMember(tx: Db, userId: number, userType: number) {
  const [row] = await tx
    .select({ id: users.id, phone: users.phone, email: users.email, idVaultKey: users.idVaultKey })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, userType)))
    .for("update");
  return row ?? null;
}

/** Replaces the member's personal data with placeholders and marks the row erased. */
export async function anonymiseMember(
  tx: Db,
  userId: number,
  placeholders: { userName: string; phone: string; email: string },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      ...placeholders,
      userRelation: [],
      idType: null,
      idVaultKey: null,
      idNoMasked: null,
      addressLine: null,
      cityId: null,
      stateId: null,
      countryId: null,
      pincode: null,
      consentVersion: null,
      consentAcceptedAt: null,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

/** One account (member or administrator) as the console shows its holder. */
export async function findAccountById(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      userType: users.userType,
      name: users.userName,
      phone: users.phone,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Names and contacts of these accounts (members or administrators), for messages and the console. */
const contactColumns = {
  userId: users.id,
  name: users.userName,
  phone: users.phone,
  email: users.email,
  language: users.language,
};

/** One int[] parameter however many ids (thousands of binds cost more than the read). */
const idIn = (ids: readonly number[]) => sql`${users.id} = any(${`{${ids.join(",")}}`}::int[])`;

export function findContacts(db: Db, ids: readonly number[]) {
  return db.select(contactColumns).from(users).where(idIn(ids));
}

/**
 * One page of the contacts of `ids` (accounts of one kind) ordered by name regardless of case, then id:
 * walked in users_type_name_idx's order, so the console's care team pages without sorting them all.
 */
export function contactsPageByName(
  db: Db,
  userType: UserType,
  ids: readonly number[],
  offset: number,
  limit: number,
) {
  return db
    .select(contactColumns)
    .from(users)
    .where(and(eq(users.userType, userType), idIn(ids)))
    .orderBy(users.userType, sql`lower(${users.userName})`, users.id)
    .limit(limit)
    .offset(offset);
}

/** Pieces of this many characters are kept of each phone (member_search.phone_keys, migration 0061). */
const PHONE_GRAM = 5;

/**
 * The phone contains `search`. A fragment of 5 or more characters without cased letters is narrowed by
 * the phone's 5-character pieces (every piece of the fragment is one of the phone's), then matched
 * exactly; anything else goes to the trigram index as before (decisions 0086, 0094).
 */
function phoneContains(search: string): SQL | undefined {
  if (search.length < PHONE_GRAM || !hasNoCase(search)) return anyContains([memberSearch.phone], search);
  // `phone || ''` keeps the LIKE a recheck of the few phones the pieces found: on the bare column the planner
  // also asks the trigram index, which hands back most phones for "000" and costs more than the search.
  return sql`(${memberSearch.phoneKeys} @> phone_gram_keys(${search}::text) and (${memberSearch.phone} || '') like ${containsPattern(search)})`;
}

/**
 * Ids of the accounts whose name, phone or email contains `search` (case-insensitive), found in the
 * accounts' narrow search rows (member_search, kept in step with users by a trigger; decision 0094) by
 * their trigram and phone-piece indexes (decisions 0026, 0086): a search matching thousands of accounts
 * reads a few hundred narrow pages, not the wide users rows. The console's lists match their rows against
 * the ids.
 */
export async function idsMatching(db: Db, search: string): Promise<number[]> {
  // One text of ids per column, not a row per id: a phone fragment can match thousands of accounts, and a
  // row each costs more to receive than the query takes to find them (decision 0053). Each column is its
  // own scan: under one OR every match is rechecked against every column, and a failing ILIKE on each of
  // 11,000 emails' names cost as much as finding them (decision 0104).
  const ids = (where: SQL | undefined) =>
    sql`(select string_agg(${memberSearch.userId}::text, ',') from ${memberSearch} where ${where})`;
  // Names and emails are kept lower-cased there (migration 0068): LIKE with the pattern lowered by the same
  // lower() finds what ILIKE finds, without lowering every row's value again.
  const lowered = (column: Column) => sql`${column} like lower(${containsPattern(search)})`;
  const [row] = await rawRows<{ name: string | null; email: string | null; phone: string | null }>(
    db,
    sql`select ${ids(lowered(memberSearch.userName))} as name,
               ${ids(lowered(memberSearch.email))} as email,
               ${ids(phoneContains(search))} as phone`,
  );
  const found = new Set<number>();
  for (const list of [row?.name, row?.email, row?.phone]) {
    if (list) for (const id of list.split(",")) found.add(Number(id));
  }
  return [...found];
}

/** Takes an account's row lock inside a transaction; false for no such account. */
export async function lockAccount(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length === 1;
}

/**
 * Takes the key share lock on an account's row (what a foreign key naming it takes on insert) inside a
 * transaction; false for no such account. Other key share locks and updates of other columns go on; an
 * update of its phone or email, or erasure, waits, and waits on it.
 */
export async function holdAccountKey(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("key share");
  return rows.length === 1;
}

/** Who an invoice is for: the member's name, contacts, and address with its state and country (when given). */
export async function findInvoiceRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({
      name: users.userName,
      email: users.email,
      phone: users.phone,
      addressLine: users.addressLine,
      pincode: users.pincode,
      cityName: cities.name,
      stateName: states.name,
      countryCode: countries.code,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(countries, eq(countries.id, states.countryId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A companion's name and contacts as their account holds them (email "" for none). */
export interface CompanionAccountValues {
  userName: string;
  phone: string;
  email: string;
  /** The language the account reads the app in; absent: unchanged (a new account's: English). */
  language?: AppLanguage;
}

/** The accounts the console makes and changes by hand: the care team's (3) and the console's staff (2). */
export type WorkAccountType = typeof USER_TYPE.companion | typeof USER_TYPE.admin;

/** A new companion's or staff member's account; the unique indexes on phone and email decide a clash. */
export async function insertWorkAccount(
  tx: Db,
  userType: WorkAccountType,
  values: CompanionAccountValues,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, userType, createdAt: at, updatedAt: at })
    .returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Replaces such an account's name and contacts; false when it is no account of that kind. */
export async function updateWorkAccount(
  tx: Db,
  userType: WorkAccountType,
  userId: number,
  values: CompanionAccountValues,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ ...values, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.userType, userType)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** An account's own language (issue 46), only when it is an account of this kind; false otherwise. */
export async function setAccountLanguage(
  db: Db,
  userType: UserType,
  userId: number,
  language: AppLanguage,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.userType, userType)))
    .returning({ id: users.id });
  return rows.length === 1;
}
