import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Questions visitors send from the FAQ page, for the team to answer. */
export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    question: text("question").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("questions_created_at_idx").on(t.createdAt)],
);
