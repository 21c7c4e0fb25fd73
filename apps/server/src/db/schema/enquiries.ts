import type { EnquiryStatus } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { cities, countries, states } from "./reference.ts";

/** Enquiries from the ENQUIRE NOW modal (spec §3): phone and email verified by code before they arrive. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull(),
    /** "+91", "+1" or "+44". */
    dialCode: text("dial_code").notNull().default("+91"),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    userMessage: text("user_message").notNull(),
    /** Null only for a town we do not serve yet (requested_town says which). */
    cityId: integer("city_id").references(() => cities.id),
    /** "My town is not listed" (issue 25): the town a member asked us to serve, and its state. */
    requestedTown: text("requested_town"),
    requestedStateId: integer("requested_state_id").references(() => states.id),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    isCallback: boolean("is_callback").notNull().default(false),
    /** HH:00:00 in India time, only when a callback was asked for. */
    preferredTime: time("preferred_time"),
    status: text("status").$type<EnquiryStatus>().notNull().default("new"),
    /** The member who sent it, when they were logged in. */
    userId: integer("user_id").references(() => users.id),
    clientIp: text("client_ip").notNull(),
    /** The team's note when it last changed the status (contacted, closed). */
    adminNote: text("admin_note"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => users.id),
    /** Keyed hash of the phone proof used: a retried submit finds its enquiry instead of a used proof. */
    submissionKey: text("submission_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("enquiries_submission_uq").on(t.submissionKey),
    // A member's enquiries (by account, full phone or email), on their console page and in their export.
    index("enquiries_user_idx").on(t.userId, t.createdAt),
    index("enquiries_full_phone_idx").on(sql`(${t.dialCode} || ${t.phone})`),
    index("enquiries_created_at_idx").on(t.createdAt),
    index("enquiries_client_ip_idx").on(t.clientIp, t.createdAt),
    index("enquiries_status_created_idx").on(t.status, t.createdAt, t.id),
    // A coordinator's enquiries: their cities', by status, newest first (decision 0076).
    index("enquiries_city_status_created_idx").on(t.cityId, t.status, t.createdAt, t.id),
    index("enquiries_name_trgm_idx").using("gin", t.userName.op("gin_trgm_ops")),
    index("enquiries_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
    index("enquiries_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("enquiries_message_trgm_idx").using("gin", t.userMessage.op("gin_trgm_ops")),
    check("enquiries_status_ck", sql`${t.status} in ('new', 'contacted', 'closed')`),
    check("enquiries_callback_ck", sql`${t.isCallback} or ${t.preferredTime} is null`),
    check(
      "enquiries_place_ck",
      sql`${t.cityId} is not null or (${t.requestedTown} is not null and ${t.requestedStateId} is not null)`,
    ),
  ],
);
