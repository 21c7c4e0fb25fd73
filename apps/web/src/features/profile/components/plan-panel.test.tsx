// @vitest-environment jsdom
import {
  addCalendarDays,
  CANCELLATION_TEXT,
  CREDIT_NOTE_TEXT,
  indiaToday,
  PLAN_PAUSE_TEXT,
  PRICE_TEXT,
  type ProfileSubscription,
  RENEWAL_TEXT,
  UI_TEXT,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DialogHost } from "../../../app/dialog-host.tsx";
import { formatIndiaDay } from "../../../lib/format.ts";
import { stubApi } from "../../../test/api-stub.ts";
import { COMPANY_FIXTURE } from "../../../test/booking-fixture.ts";
import { PLACES_FIXTURE } from "../../../test/places-fixture.ts";
import { INCLUSIONS_FIXTURE, paymentFixture, planFixture } from "../../../test/plan-fixture.ts";
import { kolkataProfileFixture } from "../../../test/profile-fixture.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { PlanPanel } from "./plan-panel.tsx";

const bronze = planFixture();
const silver = planFixture({
  plan_tier_id: 4,
  plan_type_name: "silver",
  plan_fee: 30000,
  plan_tier_amt: 27000,
  registration_fee: 2000,
  reg_fee_waived: 1,
});

const today = indiaToday();
const running: ProfileSubscription = {
  subscription_id: 21,
  plan_tier_id: silver.plan_tier_id,
  plan_type_name: "silver",
  beneficiary_count_dtls: "Single",
  frequency_of_payment_dtls: "Annual",
  start_date: addCalendarDays(today, -345),
  end_date: addCalendarDays(today, 20),
  status: "active",
  cancellation: null,
};

const profile = kolkataProfileFixture({ user_id: MEMBER.user_id, subscriptions: [running] });

function stub(subscriptions: ProfileSubscription[]) {
  const withPlans = { ...profile, subscriptions };
  return stubApi({
    ...PLACES_FIXTURE,
    fetchSubscriptionPlans: { plans: [bronze, silver], inclusions: INCLUSIONS_FIXTURE },
    fetchCompanyDetails: COMPANY_FIXTURE,
    getProfile: withPlans,
    getPayments: { payments: [] },
    getAutoRenew: (body) => ({ subscription_id: body.subscription_id, enabled: false, mandate: null }),
    createSubscription: (body) => ({
      request_id: 5,
      amount: body.plan_tier_id === silver.plan_tier_id ? silver.plan_tier_amt : bronze.plan_tier_amt - 2000,
    }),
    paymentProcess: paymentFixture({ subscription_id: 22 }),
  });
}

const show = (subscriptions: ProfileSubscription[]) =>
  renderWithApp(
    <>
      <PlanPanel profile={{ ...profile, subscriptions }} />
      <DialogHost />
    </>,
  );

describe("PlanPanel renewal", () => {
  it("Renew opens the plan dialog on the member's own plan, starting the day after it ends", async () => {
    signIn();
    const api = stub([running]);
    const { user } = show([running]);
    await user.click(screen.getByRole("button", { name: RENEWAL_TEXT.renew }));

    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    const nextDay = formatIndiaDay(addCalendarDays(running.end_date, 1));
    await within(dialog).findByText(RENEWAL_TEXT.renewFrom("Silver", nextDay));
    expect(dialog).toHaveTextContent(RENEWAL_TEXT.noOverlap);
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Silver" })).toBeChecked());
    expect(within(dialog).getByRole("radio", { name: "Single" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Annual" })).toBeChecked();

    // Another tier starts the same day; the line no longer says "Renew".
    await user.click(within(dialog).getByRole("radio", { name: "Bronze" }));
    expect(dialog).toHaveTextContent(RENEWAL_TEXT.startsFrom("Bronze", nextDay));
    const price = within(dialog).getByRole("region", { name: "Price of the chosen plan" });
    expect(price).toHaveTextContent(PRICE_TEXT.registrationPaid);

    await user.click(within(dialog).getByRole("radio", { name: "Silver" }));
    await user.click(within(dialog).getByRole("button", { name: UI_TEXT.payNow }));
    await screen.findByRole("dialog", { name: UI_TEXT.paymentSuccessful }, { timeout: 6_000 });
    expect(api.bodies("createSubscription")).toEqual([
      { plan_tier_id: silver.plan_tier_id, request_type: 1, user_id: MEMBER.user_id },
    ]);
  });

  it("Choose another plan opens the usual choice, still saying when the new plan would start", async () => {
    signIn();
    stub([running]);
    const { user } = show([running]);
    await user.click(screen.getByRole("button", { name: RENEWAL_TEXT.otherPlan }));
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    const nextDay = formatIndiaDay(addCalendarDays(running.end_date, 1));
    await within(dialog).findByText(RENEWAL_TEXT.startsFrom("Bronze", nextDay));
    expect(within(dialog).getByRole("radio", { name: "Bronze" })).toBeChecked();
  });

  it("a member whose plan has ended renews from today", async () => {
    signIn();
    const ended = {
      ...running,
      start_date: addCalendarDays(today, -400),
      end_date: addCalendarDays(today, -35),
      status: "expired" as const,
    };
    stub([ended]);
    const { user } = show([ended]);
    await user.click(screen.getByRole("button", { name: RENEWAL_TEXT.renew }));
    const dialog = await screen.findByRole("dialog", { name: UI_TEXT.planDialogTitle });
    await within(dialog).findByText(RENEWAL_TEXT.renewFrom("Silver", formatIndiaDay(today)));
    expect(dialog).not.toHaveTextContent(RENEWAL_TEXT.noOverlap);
  });

  it("a member without a plan is offered to choose one, not to renew", () => {
    signIn();
    stub([]);
    show([]);
    expect(screen.getByRole("button", { name: "Choose a plan" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: RENEWAL_TEXT.renew })).toBeNull();
  });
});

describe("PlanPanel with a cancellation asked for (issue 41)", () => {
  const requested: ProfileSubscription = {
    ...running,
    cancellation: {
      status: "requested",
      requested_at: `${today}T04:30:00.000Z`,
      effective_date: addCalendarDays(today, 15),
    },
  };

  it("says on the card when it was asked for and what happens next, with no second Cancel and no Renew", () => {
    signIn();
    stub([requested]);
    show([requested]);
    expect(screen.getByText(CANCELLATION_TEXT.requestedOn(formatIndiaDay(today)))).toBeVisible();
    expect(
      screen.getByText(CANCELLATION_TEXT.whatNext(formatIndiaDay(addCalendarDays(today, 15)))),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: new RegExp(`^${CANCELLATION_TEXT.button}`) })).toBeNull();
    expect(
      screen.getByRole("button", { name: new RegExp(`^${CANCELLATION_TEXT.seeRequest}`) }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: RENEWAL_TEXT.renew })).toBeNull();
    expect(screen.getByRole("button", { name: RENEWAL_TEXT.otherPlan })).toBeVisible();
  });

  it("says once approved when the plan stops", () => {
    signIn();
    const approved = {
      ...requested,
      cancellation: { ...requested.cancellation!, status: "approved" as const },
    };
    stub([approved]);
    show([approved]);
    // The last day of cover: the day before it stops (issue 42); no Cancel plan, no Renew.
    expect(
      screen.getByText(CANCELLATION_TEXT.cancelledCoverEnds(formatIndiaDay(addCalendarDays(today, 14)))),
    ).toBeVisible();
    expect(screen.queryByText(/waiting for our team/)).toBeNull();
    expect(screen.queryByRole("button", { name: new RegExp(`^${CANCELLATION_TEXT.button}`) })).toBeNull();
    expect(screen.queryByRole("button", { name: RENEWAL_TEXT.renew })).toBeNull();
    expect(
      screen.getByRole("button", { name: new RegExp(`^${CANCELLATION_TEXT.seeRequest}`) }),
    ).toBeVisible();
  });

  it("offers Cancel plan on a plan with none asked for", () => {
    signIn();
    stub([running]);
    show([running]);
    expect(screen.getByRole("button", { name: new RegExp(`^${CANCELLATION_TEXT.button}`) })).toBeVisible();
    expect(screen.queryByText(/Cancellation requested on/)).toBeNull();
  });
});

describe("PlanPanel with a pause (issue 47)", () => {
  it("says on the card when the pause runs, when visits resume and the plan's new last day", () => {
    signIn();
    const from = addCalendarDays(today, 5);
    const to = addCalendarDays(today, 35);
    const paused: ProfileSubscription = {
      ...running,
      end_date: addCalendarDays(today, 51),
      pause: { from, to, resumes_on: addCalendarDays(to, 1) },
    };
    stub([paused]);
    show([paused]);
    expect(
      screen.getByText(
        PLAN_PAUSE_TEXT.pausedLine(
          formatIndiaDay(from),
          formatIndiaDay(to),
          formatIndiaDay(addCalendarDays(to, 1)),
          formatIndiaDay(addCalendarDays(today, 51)),
        ),
      ),
    ).toBeVisible();
    // The card's "Ends" line says the same new last day.
    expect(screen.getAllByText(formatIndiaDay(addCalendarDays(today, 51))).length).toBeGreaterThan(0);
  });
});

describe("PlanPanel payments", () => {
  it("lists each payment with its invoice, and a refund with its status and credit note", async () => {
    signIn();
    stubApi({
      ...PLACES_FIXTURE,
      getAutoRenew: (body) => ({ subscription_id: body.subscription_id, enabled: false, mandate: null }),
      getPayments: {
        payments: [
          {
            payment_id: 9,
            request_id: 5,
            plan_type_name: "silver",
            beneficiary_count_dtls: "Single",
            frequency_of_payment_dtls: "Annual",
            amount: 29_000,
            status: "paid",
            created_at: "2026-01-05T05:00:00.000Z",
            paid_at: "2026-01-05T05:01:00.000Z",
            invoice_id: 3,
            invoice_no: "SCR/25-26/000003",
            refund: {
              amount: 15_200,
              status: "processed",
              credit_note_id: 7,
              credit_note_no: "SCN/26-27/000007",
            },
          },
        ],
      },
    });
    show([running]);
    const history = await screen.findByRole("region", { name: "Payments and invoices" });
    await within(history).findByText(CANCELLATION_TEXT.refundLine("₹15,200.00", "processed"));
    expect(within(history).getByRole("link", { name: "Invoice SCR/25-26/000003" })).toHaveAttribute(
      "href",
      "/user/invoices/3",
    );
    expect(
      within(history).getByRole("link", { name: CREDIT_NOTE_TEXT.link("SCN/26-27/000007") }),
    ).toHaveAttribute("href", "/user/creditnotes/7");
  });
});
