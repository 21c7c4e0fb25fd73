import { PRICE_TEXT, type SubscriptionPlan } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { INCLUSIONS_FIXTURE, planFixture } from "../../../test/plan-fixture.ts";
import {
  buildPlanComparison,
  DEFAULT_PLAN_FILTER,
  describeFilter,
  discountCell,
  plansForFilter,
  priceCellText,
  registrationFeeLabel,
  showRegistrationFeeRow,
} from "./plan-comparison.ts";

let nextId = 1;
function plan(overrides: Partial<SubscriptionPlan>): SubscriptionPlan {
  return planFixture({ plan_tier_id: nextId++, ...overrides });
}

/** The seeded catalogue's single/annual and couple/quarterly rows (apps/server seed data). */
const CATALOGUE: SubscriptionPlan[] = [
  plan({}),
  plan({
    plan_type_name: "silver",
    plan_fee: 45000,
    tier_saving: 12,
    plan_tier_amt: 39600,
    net_saving: 7400,
    reg_fee_waived: 1,
  }),
  plan({
    plan_type_name: "gold",
    plan_fee: 72000,
    tier_saving: 15,
    plan_tier_amt: 61200,
    net_saving: 10800,
    registration_fee: 0,
  }),
  plan({
    beneficiary_count_dtls: "Couple",
    frequency_of_payment_dtls: "Quarterly",
    plan_fee: 11000,
    tier_saving: 0,
    plan_tier_amt: 13000,
    net_saving: 0,
  }),
  plan({
    plan_type_name: "gold",
    beneficiary_count_dtls: "Couple",
    frequency_of_payment_dtls: "Quarterly",
    plan_fee: 33000,
    tier_saving: 5,
    plan_tier_amt: 31350,
    net_saving: 4150,
    registration_fee: 2500,
    reg_fee_waived: 1,
  }),
];

describe("DEFAULT_PLAN_FILTER", () => {
  it("is single and annual (spec §9 default plan)", () => {
    expect(DEFAULT_PLAN_FILTER).toEqual({ beneficiaries: "Single", frequency: "Annual" });
  });
});

describe("plansForFilter", () => {
  it("picks each tier's plan for the filter, in bronze, silver, gold order", () => {
    const shuffled = [...CATALOGUE].reverse();
    const columns = plansForFilter(shuffled, DEFAULT_PLAN_FILTER);
    expect(columns.map((c) => [c.tier, c.label, c.plan.plan_fee])).toEqual([
      ["bronze", "Bronze", 24000],
      ["silver", "Silver", 45000],
      ["gold", "Gold", 72000],
    ]);
  });

  it("leaves out tiers not offered for the filter", () => {
    const columns = plansForFilter(CATALOGUE, { beneficiaries: "Couple", frequency: "Quarterly" });
    expect(columns.map((c) => c.tier)).toEqual(["bronze", "gold"]);
  });

  it("is empty for an empty catalogue", () => {
    expect(plansForFilter([], DEFAULT_PLAN_FILTER)).toEqual([]);
  });
});

describe("registration fee", () => {
  it("shows the amount when there is a fee and it is not waived", () => {
    expect(registrationFeeLabel({ registration_fee: 2000, reg_fee_waived: 0 })).toBe("₹2,000.00");
  });

  it("shows Waived when waived", () => {
    expect(registrationFeeLabel({ registration_fee: 2000, reg_fee_waived: 1 })).toBe("Waived");
  });

  it("says Waived for a fee that is not charged, whether waived or never due: one word for both", () => {
    expect(registrationFeeLabel({ registration_fee: 0, reg_fee_waived: 0 })).toBe("Waived");
    expect(registrationFeeLabel({ registration_fee: 0, reg_fee_waived: 1 })).toBe("Waived");
  });

  it("hides the row only when every plan in view has no fee", () => {
    expect(showRegistrationFeeRow([{ registration_fee: 0 }, { registration_fee: 0 }])).toBe(false);
    expect(showRegistrationFeeRow([{ registration_fee: 0 }, { registration_fee: 2000 }])).toBe(true);
    expect(showRegistrationFeeRow([])).toBe(false);
  });
});

describe("discountCell", () => {
  it("is tier_saving percent of plan_fee, with the percentage", () => {
    expect(discountCell({ plan_fee: 72000, tier_saving: 15 })).toEqual({
      text: "₹10,800.00",
      note: "(15% off)",
    });
    expect(priceCellText(discountCell({ plan_fee: 72000, tier_saving: 15 }))).toBe("₹10,800.00 (15% off)");
    expect(priceCellText(discountCell({ plan_fee: 24000, tier_saving: 10 }))).toBe("₹2,400.00 (10% off)");
  });

  it("says so when there is no discount", () => {
    expect(discountCell({ plan_fee: 6600, tier_saving: 0 })).toEqual({ text: "No discount" });
  });
});

describe("buildPlanComparison", () => {
  it("lays out the prices for the default filter with Indian rupee formatting", () => {
    const table = buildPlanComparison(CATALOGUE, DEFAULT_PLAN_FILTER, INCLUSIONS_FIXTURE);
    expect(table.columns.map((c) => c.label)).toEqual(["Bronze", "Silver", "Gold"]);
    expect(table.priceRows.map((r) => [r.label, r.cells.map(priceCellText)])).toEqual([
      ["Plan fee", ["₹24,000.00", "₹45,000.00", "₹72,000.00"]],
      ["Discount", ["₹2,400.00 (10% off)", "₹5,400.00 (12% off)", "₹10,800.00 (15% off)"]],
      ["Registration fee", ["₹2,000.00", "Waived", "Waived"]],
      [`Total (${PRICE_TEXT.gstIncluded})`, ["₹23,600.00", "₹39,600.00", "₹61,200.00"]],
      ["Net saving", ["₹2,400.00", "₹7,400.00", "₹10,800.00"]],
    ]);
    expect(table.priceRows.filter((r) => r.emphasis).map((r) => r.id)).toEqual(["total"]);
  });

  it("drops the registration fee row when no plan in view has one", () => {
    const noFees = CATALOGUE.map((p) => ({ ...p, registration_fee: 0 }));
    const table = buildPlanComparison(noFees, DEFAULT_PLAN_FILTER, INCLUSIONS_FIXTURE);
    expect(table.priceRows.map((r) => r.id)).toEqual(["plan-fee", "discount", "total", "net-saving"]);
  });

  it("follows the filter", () => {
    const table = buildPlanComparison(
      CATALOGUE,
      { beneficiaries: "Couple", frequency: "Quarterly" },
      INCLUSIONS_FIXTURE,
    );
    expect(table.columns.map((c) => c.tier)).toEqual(["bronze", "gold"]);
    expect(table.priceRows.find((r) => r.id === "plan-fee")?.cells.map(priceCellText)).toEqual([
      "₹11,000.00",
      "₹33,000.00",
    ]);
    expect(table.priceRows.find((r) => r.id === "registration-fee")?.cells.map(priceCellText)).toEqual([
      "₹2,000.00",
      "Waived",
    ]);
  });

  it("gives one feature row per kind any tier includes, in display order, one cell per tier in view", () => {
    const table = buildPlanComparison(
      CATALOGUE,
      { beneficiaries: "Couple", frequency: "Quarterly" },
      INCLUSIONS_FIXTURE,
    );
    expect(table.featureRows.map((r) => r.label)).toEqual([
      "Companion visits (up to 2 hours each)",
      "Wellness check-in calls",
      "24x7 emergency coordination",
      "Doctor-visit accompaniment",
      "Errands, bills and bank visits",
      "Update report for the family",
      "Dedicated care manager",
    ]);
    const manager = table.featureRows.find((r) => r.id === "care_manager");
    expect(manager?.cells).toEqual([false, true]);
  });

  it("shows each tier's text as the web always has: counts, words, Included and Not included", () => {
    const table = buildPlanComparison(CATALOGUE, DEFAULT_PLAN_FILTER, INCLUSIONS_FIXTURE);
    expect(Object.fromEntries(table.featureRows.map((r) => [r.id, r.cells]))).toEqual({
      companion_visit: ["2 a month", "4 a month", "8 a month"],
      wellness_call: ["Weekly", "Twice a week", "Daily"],
      emergency_support: [true, true, true],
      doctor_visit: [false, "1 a month", "2 a month"],
      errand: ["1 a month", "2 a month", "4 a month"],
      family_report: ["Monthly", "Fortnightly", "Weekly"],
      care_manager: [false, false, true],
    });
  });

  it("has no feature rows when the catalogue lists no inclusions", () => {
    expect(buildPlanComparison(CATALOGUE, DEFAULT_PLAN_FILTER, []).featureRows).toEqual([]);
  });
});

describe("describeFilter", () => {
  it("reads the filter in words", () => {
    expect(describeFilter(DEFAULT_PLAN_FILTER)).toBe("one person (Single), paid annually");
    expect(describeFilter({ beneficiaries: "Couple", frequency: "Quarterly" })).toBe(
      "two people (Couple), paid quarterly",
    );
  });
});
