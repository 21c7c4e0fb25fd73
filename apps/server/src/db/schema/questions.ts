import type { QuestionReplyChannel, QuestionStatus } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { faqs } from "./faqs.ts";
import { users } from "./identity.ts";

/** Questions visitors send from the FAQ page, for the team to answer (as an FAQ) or close. */
export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    question: text("question").notNull(),
    status: text("status").$type<QuestionStatus>().notNull().default("new"),
    /** The FAQ that answered it. */
    faqId: integer("faq_id").references(() => faqs.id),
    /** The team's note when closing it. */
    adminNote: text("admin_note"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => users.id),
    /** How the visitor was told their question was answered (issue 25): by email, or SMS when no email. */
    toldVia: text("told_via").$type<QuestionReplyChannel>(),
    toldAt: timestamp("told_at", { withTimezone: true }),
    /** The address it came from, for the per-address hourly limit (issue 27); null on older questions. */
    clientIp: text("client_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("questions_created_at_idx").on(t.createdAt),
    index("questions_client_ip_idx").on(t.clientIp, t.createdAt),
    index("questions_status_created_idx").on(t.status, t.createdAt, t.id),
    check("questions_status_ck", sql`${t.status} in ('new', 'answered', 'closed')`),
    check("questions_told_via_ck", sql`${t.toldVia} is null or ${t.toldVia} in ('email', 'sms')`),
  ],
);
