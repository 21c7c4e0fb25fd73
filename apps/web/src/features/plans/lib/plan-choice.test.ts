import { describe, expect, it } from "vitest";
import { planFixture } from "../../../test/plan-fixture.ts";
import { DEFAULT_CHOICE, paymentTypeOf, planFor, priceBreakdown } from "./plan-choice.ts";

describe("plan choice", () => {
  const catalogue = [
    planFixture(),
    planFixture({
      plan_tier_id: 12,
      plan_type_name: "gold",
      beneficiary_count_dtls: "Couple",
      frequency_of_payment_dtls: "Quarterly",
    }),
  ];

  it("starts on bronze, single, annual", () => {
    expect(DEFAULT_CHOICE).toEqual({ tier: "bronze", beneficiaries: "Single", frequency: "Annual" });
    expect(planFor(catalogue, DEFAULT_CHOICE)?.plan_tier_id).toBe(1);
  });

  it("finds the row of each choice, and nothing for a combination not offered", () => {
    expect(
      planFor(catalogue, { tier: "gold", beneficiaries: "Couple", frequency: "Quarterly" })?.plan_tier_id,
    ).toBe(12);
    expect(
      planFor(catalogue, { tier: "silver", beneficiaries: "Couple", frequency: "Quarterly" }),
    ).toBeUndefined();
  });

  it("maps the frequency to payment_type 1 (annual) or 2 (quarterly)", () => {
    expect(paymentTypeOf("Annual")).toBe(1);
    expect(paymentTypeOf("Quarterly")).toBe(2);
  });
});

describe("price breakdown", () => {
  it("shows fee, discount (tier_saving % of fee), net saving and total from the row", () => {
    expect(priceBreakdown(planFixture())).toEqual({
      planFee: 24000,
      discount: 2400,
      discountPercent: 10,
      netSaving: 2400,
      registration: { kind: "charged", amount: 2000 },
      total: 23600,
    });
  });

  it("hides a zero registration fee and marks a waived one", () => {
    expect(priceBreakdown(planFixture({ registration_fee: 0 })).registration).toEqual({ kind: "hidden" });
    expect(priceBreakdown(planFixture({ reg_fee_waived: 1 })).registration).toEqual({
      kind: "waived",
      amount: 2000,
    });
  });
});
