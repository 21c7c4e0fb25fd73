import { type PlanTier, SERVICE_KINDS, type ServiceKind } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { sqlList } from "../sql-list.ts";

/**
 * What each tier includes (issue 12): one row per tier × kind of service, the same for single and couple and
 * for annual and quarterly. A kind with no row is not included in that tier. monthly_allowance is visits a
 * month, null when it is not a countable visit; bookings of that kind are counted against it.
 */
export const planInclusions = pgTable(
  "plan_inclusions",
  {
    id: serial("id").primaryKey(),
    tier: text("tier").$type<PlanTier>().notNull(),
    kind: text("kind").$type<ServiceKind>().notNull(),
    label: text("label").notNull(),
    /** The tier's text ("4 a month", "Weekly"); null when it is simply included. */
    detail: text("detail"),
    displayOrder: integer("display_order").notNull(),
    monthlyAllowance: integer("monthly_allowance"),
  },
  (t) => [
    unique("plan_inclusions_tier_kind_uq").on(t.tier, t.kind),
    check("plan_inclusions_tier_ck", sql`${t.tier} in ('bronze', 'silver', 'gold')`),
    check("plan_inclusions_kind_ck", sql`${t.kind} in ${sqlList(SERVICE_KINDS)}`),
    check("plan_inclusions_allowance_ck", sql`${t.monthlyAllowance} is null or ${t.monthlyAllowance} >= 0`),
  ],
);
