import {
  APP_LANGUAGES,
  type AppLanguage,
  DEFAULT_APP_LANGUAGE,
  type Relationship,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sqlList } from "../sql-list.ts";
import { cities, countries, states } from "./reference.ts";

/**
 * Members (user_type 1), administrators (2) and companions (3). Phone is E.164 ("+919830012345"; decision
 * 0040). A companion may have no email: "" then, which the unique index leaves out.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    userType: smallint("user_type").notNull().default(1),
    userName: text("user_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    userRelation: jsonb("user_relation").$type<Relationship[]>().notNull().default(sql`'[]'::jsonb`),
    idType: integer("id_type"),
    /** Reference into id_vault; the number itself never sits in this table. */
    idVaultKey: text("id_vault_key"),
    idNoMasked: text("id_no_masked"),
    addressLine: text("address_line"),
    cityId: integer("city_id").references(() => cities.id),
    stateId: integer("state_id").references(() => states.id),
    countryId: integer("country_id").references(() => countries.id),
    pincode: text("pincode"),
    consentVersion: text("consent_version"),
    consentAcceptedAt: timestamp("consent_accepted_at", { withTimezone: true }),
    /** Set when the member erased their account: the row is anonymised and kept for payments and invoices. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** The language the person reads the app in (issue 46): a companion's app starts in it. */
    language: text("language").$type<AppLanguage>().notNull().default(DEFAULT_APP_LANGUAGE),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_phone_uq").on(t.phone),
    uniqueIndex("users_email_uq").on(t.email).where(sql`${t.email} <> ''`),
    // The console's "contains" searches (ILIKE '%…%') by name, phone and email (pg_trgm).
    index("users_name_trgm_idx").using("gin", t.userName.op("gin_trgm_ops")),
    index("users_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_type_created_idx").on(t.userType, t.createdAt, t.id),
    // A kind of account by name, case aside: the console's care team pages through it (issue 27).
    index("users_type_name_idx").on(t.userType, sql`lower(${t.userName})`, t.id),
    check("users_user_type_ck", sql`${t.userType} in (1, 2, 3)`),
    check("users_language_ck", sql`${t.language} in ${sqlList(APP_LANGUAGES)}`),
  ],
);

/**
 * The console's search of accounts (decision 0094): each account's name, phone and email, kept in step with
 * `users` by a trigger in the statement that writes them (migration 0061), so a search matching thousands of
 * accounts reads these narrow rows (about 100 to a page) rather than the wide `users` rows they stand for.
 * Names and emails are kept lower-cased (migration 0068, decision 0104): a search compares them with LIKE.
 * `phone_keys` is every 5-character piece of the phone as a number (SQL function phone_gram_keys: a piece of
 * "+" and digits exactly, any other piece -1), GIN-indexed: a phone fragment of 5 or more characters finds the
 * phones holding all its pieces (decision 0086), then LIKE makes it exact. No code writes this table.
 */
export const memberSearch = pgTable(
  "member_search",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    phoneKeys: integer("phone_keys").array().notNull().generatedAlwaysAs(sql`phone_gram_keys(phone)`),
  },
  (t) => [
    index("member_search_name_trgm_idx").using("gin", t.userName.op("gin_trgm_ops")),
    index("member_search_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
    index("member_search_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("member_search_phone_keys_idx").using("gin", t.phoneKeys),
  ],
);

/**
 * Members (user_type 1) not erased, per India day they joined (the dashboard's total, decision 0050), kept
 * by a statement-level trigger on `users` in the statement that changes them (migration 0028).
 */
export const memberTallies = pgTable("member_tallies", {
  joinedOn: date("joined_on", { mode: "string" }).primaryKey(),
  n: integer("n").notNull(),
});

/** ID numbers, encrypted (AES-256-GCM) with a key of their own; referenced by `key`. */
export const idVault = pgTable("id_vault", {
  key: text("key").primaryKey(),
  ciphertext: text("ciphertext").notNull(),
  iv: text("iv").notNull(),
  tag: text("tag").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes: only a keyed hash is stored. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    /** "+91XXXXXXXXXX" for phones, the lower-cased address for emails. */
    identifier: text("identifier").notNull(),
    channel: text("channel").notNull(),
    purpose: text("purpose").notNull(),
    userType: smallint("user_type").notNull().default(1),
    codeHash: text("code_hash").notNull(),
    clientIp: text("client_ip").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [
    index("otp_codes_identifier_idx").on(t.identifier, t.createdAt),
    index("otp_codes_client_ip_idx").on(t.clientIp, t.createdAt),
    check("otp_codes_channel_ck", sql`${t.channel} in ('sms', 'email')`),
    check("otp_codes_purpose_ck", sql`${t.purpose} in ('register', 'login', 'verify')`),
  ],
);

/**
 * One row per code request from a client address in the last hour (the per-address budget), written
 * before the account check so that lookups of unregistered numbers cost the same as real sends.
 */
export const otpAddressRequests = pgTable(
  "otp_address_requests",
  {
    id: serial("id").primaryKey(),
    clientIp: text("client_ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("otp_address_requests_ip_idx").on(t.clientIp, t.createdAt)],
);

/** Short-lived, single-use proofs that an identifier was verified by code (for registration, enquiries). */
export const verificationProofs = pgTable(
  "verification_proofs",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    identifier: text("identifier").notNull(),
    channel: text("channel").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("verification_proofs_token_uq").on(t.tokenHash)],
);

/** Sessions: only a hash of the bearer token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    userType: smallint("user_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * A circle member's session acting for a family (decision 0063): the payer's account, the membership
     * (family_members.id; removal and role changes revoke by it) and the role. Null: the account's own.
     */
    actingFor: integer("acting_for").references(() => users.id),
    familyMemberId: integer("family_member_id"),
    familyRole: text("family_role"),
  },
  (t) => [
    uniqueIndex("sessions_token_uq").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
    index("sessions_family_member_idx").on(t.familyMemberId).where(sql`${t.familyMemberId} is not null`),
  ],
);
