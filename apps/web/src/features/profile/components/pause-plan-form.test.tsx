// @vitest-environment jsdom
import {
  CANCELLATION_TEXT,
  type CancellationQuote,
  PLAN_PAUSE_MESSAGES,
  PLAN_PAUSE_TEXT,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CancelPlanDialog } from "./cancel-plan-dialog.tsx";

const quote: CancellationQuote = {
  subscription_id: 21,
  plan_type_name: "Silver",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  requested_on: "2026-06-01",
  effective_date: "2026-06-16",
  started: true,
  amount_paid: 36_000,
  registration_fee: 0,
  plan_amount: 36_000,
  days_total: 365,
  days_used: 166,
  refundable: 19_627.4,
  admin_charge: 3_600,
  refund: 16_027.4,
  visits_before: 2,
  visits_after: 3,
  policy: { notice_days: 15, charge_percent: 10, charge_cap_percent: 20 },
};

const paused = {
  Message: PLAN_PAUSE_MESSAGES.paused(3, "14 Mar 2031"),
  pause: {
    pause_id: 4,
    subscription_id: 21,
    from: "2030-01-15",
    to: "2030-03-14",
    resumes_on: "2030-03-15",
    months: 2,
    cancelled: 3,
    created_at: "2029-12-01T05:00:00.000Z",
  },
  end_date: "2031-03-14",
  cancelled_booking_ids: [5, 6, 7],
};

async function openPause() {
  const onClose = vi.fn();
  const view = renderWithApp(<CancelPlanDialog subscriptionId={21} userId={7} onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: CANCELLATION_TEXT.title });
  // Offered before the quote.
  const offer = await within(dialog).findByRole("button", { name: PLAN_PAUSE_TEXT.pauseInstead });
  const refund = within(dialog).getByTestId("quote-refund");
  expect(offer.compareDocumentPosition(refund) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await view.user.click(offer);
  return { ...view, dialog, onClose, from: within(dialog).getByLabelText(/Pause from/) };
}

describe("Pause instead, in the cancel dialog", () => {
  it("takes a first day and 1 to 3 months, says the days it covers, and sends them", async () => {
    const api = stubApi({ getCancellationQuote: { quote, cancellation: null }, pausePlan: paused });
    const { user, dialog, onClose, from } = await openPause();
    // The quote's form is gone; the pause's form takes focus on its date.
    expect(within(dialog).queryByRole("textbox", { name: /Why are you cancelling/ })).toBeNull();
    await waitFor(() => expect(from).toHaveFocus());
    await user.clear(from);
    await user.type(from, "2030-01-15");
    await user.click(within(dialog).getByRole("radio", { name: "2 months" }));
    expect(
      within(dialog).getByText(PLAN_PAUSE_TEXT.preview("15 Jan 2030", "14 Mar 2030", "15 Mar 2030")),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: PLAN_PAUSE_TEXT.confirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("pausePlan")).toEqual([{ subscription_id: 21, from: "2030-01-15", months: 2 }]);
    expect(await screen.findByText(paused.Message)).toBeInTheDocument();
    expect(api.bodies("cancelSubscription")).toEqual([]);
  });

  it("asks for a first day when it is cleared, and shows the server's refusal in its words", async () => {
    const api = stubApi({
      getCancellationQuote: { quote, cancellation: null },
      pausePlan: refuse(422, { Code: "BE011", Message: PLAN_PAUSE_MESSAGES.oncePerYear }),
    });
    const { user, dialog, onClose, from } = await openPause();
    await user.clear(from);
    await user.click(within(dialog).getByRole("button", { name: PLAN_PAUSE_TEXT.confirm }));
    expect(await within(dialog).findByText(PLAN_PAUSE_MESSAGES.fromRequired)).toBeVisible();
    expect(api.bodies("pausePlan")).toEqual([]);

    await user.type(from, "2030-02-01");
    await user.click(within(dialog).getByRole("button", { name: PLAN_PAUSE_TEXT.confirm }));
    expect(await within(dialog).findByText(PLAN_PAUSE_MESSAGES.oncePerYear)).toBeVisible();
    expect(api.bodies("pausePlan")).toEqual([{ subscription_id: 21, from: "2030-02-01", months: 1 }]);
    expect(onClose).not.toHaveBeenCalled();

    // Back to cancelling: the quote and its reason again.
    await user.click(within(dialog).getByRole("button", { name: PLAN_PAUSE_TEXT.back }));
    expect(await within(dialog).findByRole("textbox", { name: /Why are you cancelling/ })).toBeVisible();
  });

  it("is not offered once a cancellation is asked for", async () => {
    stubApi({
      getCancellationQuote: {
        quote,
        cancellation: {
          cancellation_id: 3,
          subscription_id: 21,
          status: "requested",
          reason: "Moving abroad",
          requested_at: "2026-06-01T05:00:00.000Z",
          quote,
        },
      },
    });
    renderWithApp(<CancelPlanDialog subscriptionId={21} userId={7} onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: CANCELLATION_TEXT.title });
    expect(await within(dialog).findByText(CANCELLATION_TEXT.waiting("16 Jun 2026"))).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: PLAN_PAUSE_TEXT.pauseInstead })).toBeNull();
  });
});
