// @vitest-environment jsdom
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_TEXT,
  type CancellationQuote,
  type PlanCancellation,
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
  registration_fee: 2_000,
  plan_amount: 34_000,
  days_total: 365,
  days_used: 166,
  refundable: 18_536.99,
  admin_charge: 3_400,
  refund: 15_136.99,
  visits_before: 2,
  visits_after: 3,
  policy: { notice_days: 15, charge_percent: 10, charge_cap_percent: 20 },
};

/** The request as the server shows it, waiting unless told otherwise. */
const asked = (change: Partial<PlanCancellation> = {}): PlanCancellation => ({
  cancellation_id: 3,
  subscription_id: 21,
  status: "requested",
  reason: "Moving abroad",
  requested_at: "2026-06-01T05:00:00.000Z",
  quote,
  ...change,
});

function open(onClose = vi.fn()) {
  const view = renderWithApp(<CancelPlanDialog subscriptionId={21} userId={7} onClose={onClose} />);
  return { ...view, dialog: screen.getByRole("dialog", { name: CANCELLATION_TEXT.title }), onClose };
}

describe("CancelPlanDialog", () => {
  it("shows the quote line by line, asks why, and sends the quote's date and refund as shown", async () => {
    const api = stubApi({
      getCancellationQuote: { quote, cancellation: null },
      cancelSubscription: (body) => ({
        cancellation: asked({ reason: body.reason }),
        Message: CANCELLATION_MESSAGES.requested,
      }),
    });
    const { user, dialog, onClose } = open();
    // The answer first (issue 41): the refund, the last day of cover, and what happens to visits.
    const refund = await within(dialog).findByTestId("quote-refund");
    expect(refund).toHaveTextContent("₹15,136.99");
    const first = within(dialog).getByText("Your plan covers you until 15 Jun 2026, its last day.");
    expect(refund.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dialog).toHaveTextContent(
      "Until then visits go ahead as usual: the 2 visits booked up to 15 Jun 2026 will take place.",
    );
    expect(dialog).toHaveTextContent(
      "3 visits booked after 15 Jun 2026 will be cancelled when our team approves.",
    );
    // A short breakdown, each figure's working folded until asked for.
    expect(dialog).toHaveTextContent("Amount paid₹36,000.00");
    expect(dialog).toHaveTextContent("Days covered166 of 365");
    expect(dialog).toHaveTextContent("Registration fee₹2,000.00");
    expect(dialog).toHaveTextContent("Administrative charge₹3,400.00");
    const working = within(dialog).getByText(/Plan fee ₹34,000.00 and registration fee ₹2,000.00/);
    expect(working).not.toBeVisible();
    await user.click(within(dialog).getByText(CANCELLATION_TEXT.howWorkedOut));
    expect(working).toBeVisible();
    expect(dialog).toHaveTextContent(
      "151 days before your request, then the 15 days' notice the policy asks for: your plan runs until 15 Jun 2026.",
    );
    expect(dialog).toHaveTextContent(
      "The plan fee for the 199 days after your plan stops: ₹34,000.00 × 199 ÷ 365.",
    );
    expect(dialog).toHaveTextContent("10% of the plan fee of ₹34,000.00.");
    expect(dialog).not.toHaveTextContent(/Plan days used|No visits are booked before then/);

    await user.click(within(dialog).getByRole("button", { name: CANCELLATION_TEXT.confirm }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(api.bodies("cancelSubscription")).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /Why are you cancelling/ }), "Moving abroad");
    await user.click(within(dialog).getByRole("button", { name: CANCELLATION_TEXT.confirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("cancelSubscription")).toEqual([
      { subscription_id: 21, effective_date: "2026-06-16", refund: 15_136.99, reason: "Moving abroad" },
    ]);
    expect(await screen.findByText(CANCELLATION_MESSAGES.requested)).toBeInTheDocument();
  });

  it("a quote changed meanwhile is refused: the message shows and the new figures load in place", async () => {
    const api = stubApi({
      getCancellationQuote: { quote, cancellation: null },
      cancelSubscription: refuse(409, { Code: "BE010", Message: CANCELLATION_MESSAGES.quoteChanged }),
    });
    const { user, dialog, onClose } = open();
    await within(dialog).findAllByText("₹15,136.99");
    api.answer("getCancellationQuote", { quote: { ...quote, refund: 14_880.5 }, cancellation: null });
    await user.type(within(dialog).getByRole("textbox", { name: /Why are you cancelling/ }), "Costs");
    await user.click(within(dialog).getByRole("button", { name: CANCELLATION_TEXT.confirm }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.quoteChanged)).toBeVisible();
    expect(await within(dialog).findByTestId("quote-refund")).toHaveTextContent("₹14,880.50");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a plan already asked for shows its request, with no second form", async () => {
    stubApi({
      getCancellationQuote: {
        quote,
        cancellation: asked(),
      },
    });
    const { dialog } = open();
    expect(await within(dialog).findByText(CANCELLATION_TEXT.waiting("16 Jun 2026"))).toBeVisible();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Done" })).toBeVisible();
  });

  it("an approved request shows where its refund stands", async () => {
    stubApi({
      getCancellationQuote: {
        quote,
        cancellation: asked({ status: "approved", refund: 15_200, refund_status: "processed" }),
      },
    });
    const { dialog } = open();
    expect(await within(dialog).findByText(CANCELLATION_TEXT.approved("16 Jun 2026"))).toBeVisible();
    expect(within(dialog).getByText(CANCELLATION_TEXT.refundLine("₹15,200.00", "processed"))).toBeVisible();
    // The team lowered the charge: the lines add up to the refund decided, and say so.
    expect(within(dialog).getByText(CANCELLATION_TEXT.chargeLowered("₹3,400.00", "₹3,336.99"))).toBeVisible();
    expect(dialog).toHaveTextContent("Administrative charge₹3,336.99");
    expect(dialog).toHaveTextContent("Your refund₹15,200.00");
    expect(dialog).toHaveTextContent("lowered by our team from ₹3,400.00.");
    expect(within(dialog).queryByRole("textbox")).toBeNull();
  });

  it("an approved request at the quoted charge says nothing was lowered", async () => {
    stubApi({
      getCancellationQuote: {
        quote,
        cancellation: asked({ status: "approved", refund: quote.refund, refund_status: "pending" }),
      },
    });
    const { dialog } = open();
    expect(await within(dialog).findByText(CANCELLATION_TEXT.approved("16 Jun 2026"))).toBeVisible();
    expect(dialog).toHaveTextContent("Administrative charge₹3,400.00");
    expect(dialog).not.toHaveTextContent("lowered");
  });

  it("a plan ending within the notice says so, in the server's words", async () => {
    const message = CANCELLATION_MESSAGES.endsBeforeNotice("10 Jun 2026", 15);
    stubApi({ getCancellationQuote: refuse(422, { Code: "BE011", Message: message }) });
    const { dialog } = open();
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
