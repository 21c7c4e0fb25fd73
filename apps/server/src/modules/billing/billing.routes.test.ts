import { type PaymentFrequency, type PlanTier, REGISTRATION_FEE_RULE } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedReferenceData } from "../../db/seed/index.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

interface Plan {
  plan_tier_id: number;
  plan_type_name: string;
  beneficiary_count_dtls: string;
  frequency_of_payment_dtls: string;
  plan_fee: number;
  plan_tier_amt: number;
  tier_saving: number;
  net_saving: number;
  registration_fee: number;
  reg_fee_waived: 0 | 1;
}

describe.each(TEST_DATABASES)("GET shared/fetchsubscriptionplans/ (%s)", (kind) => {
  const t = useTestApp(kind);
  const plans = async () =>
    (await t.call({ method: "GET", url: "/api/shared/fetchsubscriptionplans/" })).body.Data.plans as Plan[];

  it("offers every tier for single and couple, annual and quarterly, bronze single annual first", async () => {
    const list = await plans();
    const combos = list.map(
      (p) => `${p.plan_type_name}/${p.beneficiary_count_dtls}/${p.frequency_of_payment_dtls}`,
    );
    expect(combos).toEqual([
      "bronze/Single/Annual",
      "bronze/Single/Quarterly",
      "bronze/Couple/Annual",
      "bronze/Couple/Quarterly",
      "silver/Single/Annual",
      "silver/Single/Quarterly",
      "silver/Couple/Annual",
      "silver/Couple/Quarterly",
      "gold/Single/Annual",
      "gold/Single/Quarterly",
      "gold/Couple/Annual",
      "gold/Couple/Quarterly",
    ]);
  });

  it("computes the total as fee less the tier saving plus any registration fee not waived", async () => {
    for (const p of await plans()) {
      const discount = Math.round(p.plan_fee * p.tier_saving) / 100;
      const registration = p.reg_fee_waived ? 0 : p.registration_fee;
      expect(p.plan_tier_amt).toBeCloseTo(p.plan_fee - discount + registration, 2);
      expect(p.net_saving).toBeCloseTo(discount + (p.reg_fee_waived ? p.registration_fee : 0), 2);
    }
  });

  it("follows one registration-fee rule over every plan and frequency (REGISTRATION_FEE_RULE)", async () => {
    const list = await plans();
    expect(list).toHaveLength(12);
    for (const p of list) {
      const tier = p.plan_type_name as PlanTier;
      const frequency = p.frequency_of_payment_dtls as PaymentFrequency;
      expect({ plan: `${tier}/${p.beneficiary_count_dtls}/${frequency}`, fee: p.registration_fee }).toEqual({
        plan: `${tier}/${p.beneficiary_count_dtls}/${frequency}`,
        fee: REGISTRATION_FEE_RULE.feeRupees[tier],
      });
      expect(p.reg_fee_waived).toBe(REGISTRATION_FEE_RULE.waived(tier, frequency) ? 1 : 0);
    }
  });

  it("prices gold couple annual at ₹1,20,000 with its 15% saving and its registration fee waived", async () => {
    const gold = (await plans()).find(
      (p) =>
        p.plan_type_name === "gold" &&
        p.beneficiary_count_dtls === "Couple" &&
        p.frequency_of_payment_dtls === "Annual",
    );
    expect(gold).toMatchObject({
      plan_fee: 120000,
      tier_saving: 15,
      registration_fee: 2500,
      reg_fee_waived: 1,
      plan_tier_amt: 102000,
      net_saving: 20500,
    });
  });

  it("has waived and unwaived registration fees in the catalogue", async () => {
    const list = await plans();
    expect(list.some((p) => p.reg_fee_waived === 1 && p.registration_fee > 0)).toBe(true);
    expect(list.some((p) => p.reg_fee_waived === 0 && p.registration_fee > 0)).toBe(true);
  });
});

interface TierInclusions {
  plan_type_name: string;
  items: { kind: string; label: string; detail: string | null; monthly_allowance: number | null }[];
}

describe.each(TEST_DATABASES)("what each plan includes, in shared/fetchsubscriptionplans/ (%s)", (kind) => {
  const t = useTestApp(kind);
  const catalogue = async () =>
    (await t.call({ method: "GET", url: "/api/shared/fetchsubscriptionplans/" })).body.Data as {
      plans: Plan[];
      inclusions: TierInclusions[];
    };
  const allowances = (tier: TierInclusions | undefined) =>
    Object.fromEntries((tier?.items ?? []).map((i) => [i.kind, i.monthly_allowance]));

  it("lists every tier's inclusions in display order with the seeded monthly allowances", async () => {
    const { plans, inclusions } = await catalogue();
    expect(plans).toHaveLength(12);
    expect(inclusions.map((i) => i.plan_type_name)).toEqual(["bronze", "silver", "gold"]);
    const [bronze, silver, gold] = inclusions;
    expect(bronze?.items.map((i) => i.kind)).toEqual([
      "companion_visit",
      "wellness_call",
      "emergency_support",
      "errand",
      "family_report",
    ]);
    expect(allowances(bronze)).toEqual({
      companion_visit: 2,
      wellness_call: null,
      emergency_support: null,
      errand: 1,
      family_report: null,
    });
    expect(allowances(silver)).toEqual({
      companion_visit: 4,
      wellness_call: null,
      emergency_support: null,
      doctor_visit: 1,
      errand: 2,
      family_report: null,
    });
    expect(gold?.items.map((i) => i.kind)).toEqual([
      "companion_visit",
      "wellness_call",
      "emergency_support",
      "doctor_visit",
      "errand",
      "family_report",
      "care_manager",
    ]);
    expect(allowances(gold)).toMatchObject({
      companion_visit: 8,
      doctor_visit: 2,
      errand: 4,
      care_manager: null,
    });
    expect(silver?.items[0]).toEqual({
      kind: "companion_visit",
      label: "Companion visits (up to 2 hours each)",
      detail: "4 a month",
      monthly_allowance: 4,
    });
    expect(gold?.items.find((i) => i.kind === "care_manager")).toEqual({
      kind: "care_manager",
      label: "Dedicated care manager",
      detail: null,
      monthly_allowance: null,
    });
  });

  it("adds no inclusion on a second seed", async () => {
    const count = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from plan_inclusions`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    expect(await count()).toBe(18);
    await seedReferenceData(t.database.db);
    expect(await count()).toBe(18);
  });
});
