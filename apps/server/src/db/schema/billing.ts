import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";

/** The plan catalogue: one row per tier × beneficiaries × frequency. Money in integer paise. */
export const planTiers = pgTable(
  "plan_tiers",
  {
    id: serial("id").primaryKey(),
    tier: text("tier").notNull(),
    beneficiaries: text("beneficiaries").notNull(),
    frequency: text("frequency").notNull(),
    planFeePaise: integer("plan_fee_paise").notNull(),
    tierSavingPercent: integer("tier_saving_percent").notNull().default(0),
    registrationFeePaise: integer("registration_fee_paise").notNull().default(0),
    registrationFeeWaived: boolean("registration_fee_waived").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    unique("plan_tiers_combination_uq").on(t.tier, t.beneficiaries, t.frequency),
    check("plan_tiers_tier_ck", sql`${t.tier} in ('bronze', 'silver', 'gold')`),
    check("plan_tiers_beneficiaries_ck", sql`${t.beneficiaries} in ('single', 'couple')`),
    check("plan_tiers_frequency_ck", sql`${t.frequency} in ('annual', 'quarterly')`),
    check("plan_tiers_amounts_ck", sql`${t.planFeePaise} > 0 and ${t.registrationFeePaise} >= 0`),
    check("plan_tiers_saving_ck", sql`${t.tierSavingPercent} between 0 and 100`),
  ],
);
