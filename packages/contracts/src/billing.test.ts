import { describe, expect, it } from "vitest";
import { createSubscriptionRequestSchema, paymentRequestSchema, subscriptionPlanSchema } from "./billing.ts";
import { PAYMENT_TYPE } from "./constants.ts";
import { issuesOf, without } from "./test-helpers.ts";

const SUBSCRIPTION = { plan_tier_id: 3, request_type: 1, user_id: 7 };
const PAYMENT = {
  user_id: 7,
  request_id: 11,
  payment_type: PAYMENT_TYPE.annual,
  payment_ref_no: null,
  payment_amount: 5899,
};
const PAYMENT_TYPE_MESSAGE = "payment_type must be 1 (annual) or 2 (quarterly)";

describe("createSubscriptionRequestSchema", () => {
  it("accepts a valid request", () => {
    expect(issuesOf(createSubscriptionRequestSchema, SUBSCRIPTION)).toEqual([]);
  });

  it.each([
    [{ plan_tier_id: 0 }, "plan_tier_id", "Please choose a plan"],
    [{ plan_tier_id: undefined }, "plan_tier_id", "Please choose a plan"],
    [{ request_type: 2 }, "request_type", "request_type must be 1"],
    [{ request_type: "1" }, "request_type", "request_type must be 1"],
    [{ user_id: undefined }, "user_id", "user_id is required"],
    [{ user_id: -7 }, "user_id", "user_id is required"],
  ])("rejects %j", (change, path, message) => {
    expect(issuesOf(createSubscriptionRequestSchema, { ...SUBSCRIPTION, ...change })).toEqual([
      { path, message },
    ]);
  });
});

describe("paymentRequestSchema", () => {
  it.each([
    { payment_type: PAYMENT_TYPE.annual },
    { payment_type: PAYMENT_TYPE.quarterly },
    { payment_ref_no: "pay_ABC123" },
    { payment_amount: 0.01 },
  ])("accepts %j", (change) => {
    expect(issuesOf(paymentRequestSchema, { ...PAYMENT, ...change })).toEqual([]);
  });

  it.each([
    [{ payment_type: 0 }, "payment_type", PAYMENT_TYPE_MESSAGE],
    [{ payment_type: 3 }, "payment_type", PAYMENT_TYPE_MESSAGE],
    [{ payment_type: "1" }, "payment_type", PAYMENT_TYPE_MESSAGE],
    [{ payment_type: undefined }, "payment_type", PAYMENT_TYPE_MESSAGE],
    [{ payment_amount: 0 }, "payment_amount", "payment_amount must be positive"],
    [{ payment_amount: -100 }, "payment_amount", "payment_amount must be positive"],
    [{ payment_amount: undefined }, "payment_amount", "payment_amount is required"],
    [{ payment_amount: "5899" }, "payment_amount", "payment_amount is required"],
    [{ request_id: 0 }, "request_id", "request_id is required"],
    [{ user_id: 1.5 }, "user_id", "user_id is required"],
  ])("rejects %j", (change, path, message) => {
    expect(issuesOf(paymentRequestSchema, { ...PAYMENT, ...change })).toEqual([{ path, message }]);
  });

  it.each([
    without(PAYMENT, "payment_ref_no"),
    { ...PAYMENT, payment_ref_no: "x".repeat(101) },
    { ...PAYMENT, extra: 1 },
  ])("rejects case %#", (input) => {
    expect(paymentRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe("subscriptionPlanSchema", () => {
  const PLAN = {
    plan_tier_id: 1,
    plan_type_name: "bronze",
    beneficiary_count_dtls: "Single",
    frequency_of_payment_dtls: "Annual",
    plan_fee: 5000,
    plan_tier_amt: 5899,
    tier_saving: 0,
    net_saving: 0,
    registration_fee: 899,
    reg_fee_waived: 0,
  };

  it.each([
    [{}, true],
    [
      { plan_type_name: "gold", beneficiary_count_dtls: "Couple", frequency_of_payment_dtls: "Quarterly" },
      true,
    ],
    [{ plan_type_name: "platinum" }, false],
    [{ beneficiary_count_dtls: "Family" }, false],
    [{ frequency_of_payment_dtls: "Monthly" }, false],
    [{ reg_fee_waived: 2 }, false],
  ])("%j → valid %s", (change, valid) => {
    expect(subscriptionPlanSchema.safeParse({ ...PLAN, ...change }).success).toBe(valid);
  });
});
