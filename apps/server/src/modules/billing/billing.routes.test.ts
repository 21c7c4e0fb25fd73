import { describe, expect, it } from "vitest";
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

  it("prices gold couple annual at ₹1,20,000 with its 15% saving and no registration fee", async () => {
    const gold = (await plans()).find(
      (p) =>
        p.plan_type_name === "gold" &&
        p.beneficiary_count_dtls === "Couple" &&
        p.frequency_of_payment_dtls === "Annual",
    );
    expect(gold).toMatchObject({
      plan_fee: 120000,
      tier_saving: 15,
      registration_fee: 0,
      plan_tier_amt: 102000,
    });
  });

  it("has waived and unwaived registration fees in the catalogue", async () => {
    const list = await plans();
    expect(list.some((p) => p.reg_fee_waived === 1 && p.registration_fee > 0)).toBe(true);
    expect(list.some((p) => p.reg_fee_waived === 0 && p.registration_fee > 0)).toBe(true);
    expect(list.some((p) => p.registration_fee === 0)).toBe(true);
  });
});
