// @vitest-environment jsdom
import { PAYMENT_MESSAGES, type PaymentResponse, PRICE_TEXT, UI_TEXT } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatInr } from "../../../lib/format.ts";
import { stubApi } from "../../../test/api-stub.ts";
import { COMPANY_FIXTURE } from "../../../test/booking-fixture.ts";
import { PLACES_FIXTURE } from "../../../test/places-fixture.ts";
import { INCLUSIONS_FIXTURE, paymentFixture, planFixture } from "../../../test/plan-fixture.ts";
import { kolkataProfileFixture, profileFixture } from "../../../test/profile-fixture.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { PlanDialog } from "./plan-dialog.tsx";

const bronze = planFixture();
const gold = planFixture({
  plan_tier_id: 9,
  plan_type_name: "gold",
  beneficiary_count_dtls: "Couple",
  frequency_of_payment_dtls: "Quarterly",
  plan_fee: 36000,
  plan_tier_amt: 31350,
  tier_saving: 15,
  net_saving: 7900,
  registration_fee: 2500,
  reg_fee_waived: 1,
});

const payment = paymentFixture;

/** A member whose profile has an address in Kolkata (the invoice's state is known). */
const KOLKATA = kolkataProfileFixture({ user_id: MEMBER.user_id });
// A state outside India too: the billing state must be one in India.
const PLACES = {
  ...PLACES_FIXTURE,
  getStates: {
    states: [
      ...PLACES_FIXTURE.getStates.states,
      { state_id: 9, state_name: "England", state_code: "ENG", country_id: 2 },
    ],
  },
};

function stubPlans(pay: PaymentResponse, profile = KOLKATA) {
  return stubApi({
    ...PLACES,
    fetchSubscriptionPlans: { plans: [bronze, gold], inclusions: INCLUSIONS_FIXTURE },
    fetchCompanyDetails: COMPANY_FIXTURE,
    getProfile: profile,
    // The server prices the request for this member: the plan's total, less a registration fee paid before.
    createSubscription: (body) => {
      const plan = [bronze, gold].find((p) => p.plan_tier_id === body.plan_tier_id);
      const paidBefore = profile.subscriptions.length > 0 && plan?.reg_fee_waived === 0;
      return {
        request_id: 5,
        amount: (plan?.plan_tier_amt ?? 0) - (paidBefore ? (plan?.registration_fee ?? 0) : 0),
      };
    },
    paymentProcess: pay,
  });
}

const open = () => renderWithApp(<PlanDialog open onOpenChange={vi.fn()} />);

describe("PlanDialog", () => {
  it("pays for the chosen plan at its catalogue price, then offers the profile and the invoice", async () => {
    signIn();
    const api = stubPlans(payment({}));
    const { user, location } = open();
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    await user.click(await within(dialog).findByRole("radio", { name: "Gold" }));
    await user.click(within(dialog).getByRole("radio", { name: "Couple" }));
    await user.click(within(dialog).getByRole("radio", { name: "Quarterly" }));
    await user.click(within(dialog).getByRole("button", { name: UI_TEXT.payNow }));

    // "Payment Processing" for 3 seconds, then the outcome (spec §4).
    const success = await screen.findByRole(
      "dialog",
      { name: UI_TEXT.paymentSuccessful },
      { timeout: 6_000 },
    );
    expect(success).toHaveTextContent(PAYMENT_MESSAGES.confirmed("Gold plan, Couple, Quarterly"));
    expect(success).toHaveTextContent(UI_TEXT.receiptEmailed);
    expect(api.bodies("createSubscription")).toEqual([
      { plan_tier_id: 9, request_type: 1, user_id: MEMBER.user_id },
    ]);
    expect(api.bodies("paymentProcess")).toEqual([
      {
        user_id: MEMBER.user_id,
        request_id: 5,
        payment_type: 2,
        payment_ref_no: null,
        payment_amount: 31350,
      },
    ]);

    await user.click(within(success).getByRole("button", { name: UI_TEXT.openInvoice }));
    expect(location()).toBe("/user/invoices/41");
  });

  it("charges the registration fee once: a member who had a plan sees it as paid and pays the rest", async () => {
    signIn();
    const earlier = {
      subscription_id: 3,
      plan_tier_id: bronze.plan_tier_id,
      plan_type_name: "bronze" as const,
      beneficiary_count_dtls: "Single" as const,
      frequency_of_payment_dtls: "Annual" as const,
      start_date: "2025-11-01",
      end_date: "2026-10-31",
      status: "expired" as const,
      cancellation: null,
    };
    const api = stubPlans(payment({}), { ...KOLKATA, subscriptions: [earlier] });
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    const price = await within(dialog).findByRole("region", { name: "Price of the chosen plan" });
    await waitFor(() => expect(price).toHaveTextContent(PRICE_TEXT.registrationPaid));
    const total = formatInr(bronze.plan_tier_amt - bronze.registration_fee);
    expect(price).toHaveTextContent(`Total (${PRICE_TEXT.gstIncluded})${total}`);
    expect(dialog).toHaveTextContent(PRICE_TEXT.registrationOnce);

    await user.click(within(dialog).getByRole("button", { name: UI_TEXT.payNow }));
    await screen.findByRole("dialog", { name: UI_TEXT.paymentSuccessful }, { timeout: 6_000 });
    expect(api.bodies("paymentProcess")[0]).toMatchObject({
      payment_amount: bronze.plan_tier_amt - bronze.registration_fee,
    });
  });

  it("shows a first plan's registration fee as charged, GST included in the total", async () => {
    signIn();
    stubPlans(payment({}));
    open();
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    const price = await within(dialog).findByRole("region", { name: "Price of the chosen plan" });
    expect(price).toHaveTextContent(`Registration fee${formatInr(bronze.registration_fee)}`);
    expect(price).toHaveTextContent(`Total (${PRICE_TEXT.gstIncluded})${formatInr(bronze.plan_tier_amt)}`);
  });

  it("asks a member with no address in India for the invoice's state, and sends it with the plan", async () => {
    signIn();
    const api = stubPlans(payment({}), profileFixture({ user_id: MEMBER.user_id }));
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    const state = await within(dialog).findByRole("combobox", {
      name: new RegExp(PAYMENT_MESSAGES.billingStateLabel),
    });
    // Only India's states: the place of supply is a state of India.
    expect(within(state).queryByRole("option", { name: "England" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: UI_TEXT.payNow }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.billingStateRequired)).toBeVisible();
    expect(api.bodies("createSubscription")).toEqual([]);

    await user.selectOptions(state, "Tamil Nadu");
    expect(within(dialog).queryByText(PAYMENT_MESSAGES.billingStateRequired)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: UI_TEXT.payNow }));
    await screen.findByRole("dialog", { name: UI_TEXT.paymentSuccessful }, { timeout: 6_000 });
    expect(api.bodies("createSubscription")).toEqual([
      { plan_tier_id: bronze.plan_tier_id, request_type: 1, user_id: MEMBER.user_id, billing_state_id: 2 },
    ]);
  });

  it("VISIT PROFILE opens the profile's plan tab", async () => {
    signIn();
    stubPlans(payment({}));
    const { user, location } = open();
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    await user.click(await within(dialog).findByRole("button", { name: UI_TEXT.payNow }));
    const success = await screen.findByRole(
      "dialog",
      { name: UI_TEXT.paymentSuccessful },
      { timeout: 6_000 },
    );
    await user.click(within(success).getByRole("button", { name: UI_TEXT.visitProfile }));
    expect(location()).toBe("/user/profile");
  });

  it("says a declined payment in the dialog and stays on the choice", async () => {
    signIn();
    stubPlans(
      payment({ Message: PAYMENT_MESSAGES.failed, Success: false, status: "failed", invoice_id: null }),
    );
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    await user.click(await within(dialog).findByRole("button", { name: UI_TEXT.payNow }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PAYMENT_MESSAGES.failed);
    expect(screen.queryByRole("dialog", { name: UI_TEXT.paymentSuccessful })).toBeNull();
  });
});
