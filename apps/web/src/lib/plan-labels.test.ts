import type { SubscriptionSummary } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { currentPlan, planName } from "./plan-labels.ts";

const sub = (status: SubscriptionSummary["status"], id: number): SubscriptionSummary => ({
  subscription_id: id,
  plan_tier_id: 1,
  plan_type_name: "gold",
  beneficiary_count_dtls: "Couple",
  frequency_of_payment_dtls: "Quarterly",
  start_date: "2026-11-23",
  end_date: "2027-02-22",
  status,
});

describe("plan labels", () => {
  it("names a plan by tier, beneficiaries and frequency", () => {
    expect(planName(sub("active", 1))).toBe("Gold plan · Couple · Quarterly");
  });

  it("shows the active plan as current, else the next upcoming one, never an ended one", () => {
    expect(currentPlan([sub("expired", 1), sub("active", 2), sub("upcoming", 3)])?.subscription_id).toBe(2);
    expect(currentPlan([sub("expired", 1), sub("upcoming", 3)])?.subscription_id).toBe(3);
    expect(currentPlan([sub("expired", 1)])).toBeUndefined();
  });
});
