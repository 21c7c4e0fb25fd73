import { describe, expect, it } from "vitest";
import { discountAmount, tierLabel } from "../../../lib/plan-tiers.ts";
import { planFixture } from "../../../test/plan-fixture.ts";
import { planTables } from "./plan-table.ts";

const plan = planFixture;

describe("discountAmount", () => {
  it("is tier_saving percent of plan_fee", () => {
    expect(discountAmount({ plan_fee: 24000, tier_saving: 10 })).toBe(2400);
    expect(discountAmount({ plan_fee: 12400, tier_saving: 5 })).toBe(620);
    expect(discountAmount({ plan_fee: 6600, tier_saving: 0 })).toBe(0);
  });

  it("rounds to the paisa", () => {
    expect(discountAmount({ plan_fee: 999.99, tier_saving: 12.5 })).toBe(125);
  });
});

describe("planTables", () => {
  it("orders tiers bronze, silver, gold and skips tiers with no plans", () => {
    const tables = planTables([plan({ plan_type_name: "gold" }), plan({ plan_type_name: "bronze" })]);
    expect(tables.map((t) => t.tier)).toEqual(["bronze", "gold"]);
  });

  it("groups Single/Couple rows with Annual/Quarterly cells", () => {
    const [bronze] = planTables([
      plan({ plan_tier_id: 2, frequency_of_payment_dtls: "Quarterly" }),
      plan({ plan_tier_id: 1 }),
      plan({ plan_tier_id: 3, beneficiary_count_dtls: "Couple" }),
    ]);
    expect(bronze?.groups.map((g) => g.beneficiaries)).toEqual(["Single", "Couple"]);
    expect(bronze?.groups[0]?.plans.map((c) => c.plan?.plan_tier_id)).toEqual([1, 2]);
    expect(bronze?.groups[1]?.plans.map((c) => c.plan?.plan_tier_id)).toEqual([3, undefined]);
  });

  it("hides the registration fee row only when the fee is zero for the whole group", () => {
    const [zero] = planTables([
      plan({ registration_fee: 0 }),
      plan({ frequency_of_payment_dtls: "Quarterly", registration_fee: 0 }),
    ]);
    expect(zero?.groups[0]?.showRegistrationFee).toBe(false);
    const [waived] = planTables([plan({ reg_fee_waived: 1 })]);
    expect(waived?.groups[0]?.showRegistrationFee).toBe(true);
  });
});

describe("tierLabel", () => {
  it("capitalises the tier", () => {
    expect(tierLabel("silver")).toBe("Silver");
  });
});
