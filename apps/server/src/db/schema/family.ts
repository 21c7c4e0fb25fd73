import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * The family circle (issue 29, decision 0063): people the payer invited by phone, as manager or viewer.
 * An invitation is `invited` until accepted with a code sent to its phone (then `active`, naming the
 * account that accepted) or removed. At most 3 live ones per payer, counted under the payer's row lock.
 */
export const familyMembers = pgTable(
  "family_members",
  {
    id: serial("id").primaryKey(),
    payerId: integer("payer_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    /** E.164, as invited; the account that accepts must hold it. */
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    role: text("role").notNull(),
    status: text("status").notNull().default("invited"),
    /** Keyed hash of the link's token; null once accepted or removed (the link is spent). */
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    memberUserId: integer("member_user_id").references(() => users.id),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("family_members_payer_idx").on(t.payerId, t.id),
    // One live invitation or membership per payer and phone.
    uniqueIndex("family_members_live_phone_uq").on(t.payerId, t.phone).where(sql`${t.status} <> 'removed'`),
    uniqueIndex("family_members_token_uq").on(t.tokenHash),
    index("family_members_member_idx").on(t.memberUserId).where(sql`${t.status} = 'active'`),
    check("family_members_role_ck", sql`${t.role} in ('manager', 'viewer')`),
    check("family_members_status_ck", sql`${t.status} in ('invited', 'active', 'removed')`),
    check(
      "family_members_active_ck",
      sql`${t.status} <> 'active' or (${t.memberUserId} is not null and ${t.acceptedAt} is not null)`,
    ),
  ],
);

/** What a circle member did on the family's account (who, which call, what it named), for the payer and the console. */
export const familyActivity = pgTable(
  "family_activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    payerId: integer("payer_id")
      .notNull()
      .references(() => users.id),
    actorUserId: integer("actor_user_id")
      .notNull()
      .references(() => users.id),
    /** The call, as its path ("users/servicebooking/"). */
    action: text("action").notNull(),
    /** The ids the call named (booking_id, loved_one_id…), never free text. */
    detail: jsonb("detail").$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("family_activity_payer_idx").on(t.payerId, t.at)],
);
