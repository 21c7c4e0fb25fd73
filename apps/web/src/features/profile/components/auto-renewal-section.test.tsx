// @vitest-environment jsdom
import { AUTO_RENEWAL_MESSAGES, AUTO_RENEWAL_TEXT, type AutoRenewal } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatIndiaDay } from "../../../lib/format.ts";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp, signIn } from "../../../test/render.tsx";
import { AutoRenewalSection } from "./auto-renewal-section.tsx";

const off: AutoRenewal = { subscription_id: 21, enabled: false, mandate: null };
const on: AutoRenewal = {
  subscription_id: 21,
  enabled: true,
  mandate: {
    mandate_id: 3,
    state: "active",
    method: "upi",
    next_debit_date: "2027-02-28",
    amount: 6600,
    notice_date: "2027-02-26",
    link_reason: null,
    approval_url: null,
  },
};

describe("AutoRenewalSection", () => {
  it("turns automatic renewal on after a confirm, then shows the next debit, amount and notice date", async () => {
    signIn();
    const api = stubApi({
      getAutoRenew: off,
      setAutoRenew: (body) =>
        body.enabled
          ? { ...on, Message: AUTO_RENEWAL_MESSAGES.turnedOn }
          : { ...off, Message: AUTO_RENEWAL_MESSAGES.turnedOff },
    });
    const { user } = renderWithApp(<AutoRenewalSection subscriptionId={21} endDate="2027-02-28" />);
    expect(await screen.findByText(AUTO_RENEWAL_TEXT.off)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: AUTO_RENEWAL_TEXT.turnOn }));
    const dialog = await screen.findByRole("dialog", { name: AUTO_RENEWAL_TEXT.confirmTitle });
    expect(dialog).toHaveTextContent(
      AUTO_RENEWAL_TEXT.confirmBody(formatIndiaDay("2027-02-28"), formatIndiaDay("2027-02-26")),
    );
    await user.click(within(dialog).getByRole("button", { name: AUTO_RENEWAL_TEXT.confirm }));

    expect(await screen.findByRole("status")).toHaveTextContent(AUTO_RENEWAL_MESSAGES.turnedOn);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const card = screen.getByRole("region", { name: AUTO_RENEWAL_TEXT.heading });
    expect(card).toHaveTextContent(AUTO_RENEWAL_TEXT.methodLabels.upi);
    expect(card).toHaveTextContent(formatIndiaDay("2027-02-28"));
    expect(card).toHaveTextContent(formatIndiaDay("2027-02-26"));
    expect(card).toHaveTextContent("6,600");
    expect(api.bodies("setAutoRenew")).toEqual([{ subscription_id: 21, enabled: true }]);

    // Turning it off is confirmed too, and says so.
    await user.click(screen.getByRole("button", { name: AUTO_RENEWAL_TEXT.turnOff }));
    const offDialog = await screen.findByRole("dialog", { name: AUTO_RENEWAL_TEXT.offTitle });
    await user.click(within(offDialog).getByRole("button", { name: AUTO_RENEWAL_TEXT.confirmOff }));
    expect(await screen.findByText(AUTO_RENEWAL_MESSAGES.turnedOff)).toBeInTheDocument();
    expect(screen.getByText(AUTO_RENEWAL_TEXT.off)).toBeInTheDocument();
    expect(api.bodies("setAutoRenew").at(-1)).toEqual({ subscription_id: 21, enabled: false });
  });

  it("shows a refusal in the dialog in the server's words and stays off", async () => {
    signIn();
    stubApi({
      getAutoRenew: off,
      setAutoRenew: refuse(422, { Code: "BE011", Message: AUTO_RENEWAL_MESSAGES.planEnded }),
    });
    const { user } = renderWithApp(<AutoRenewalSection subscriptionId={21} endDate="2027-02-28" />);
    await user.click(await screen.findByRole("button", { name: AUTO_RENEWAL_TEXT.turnOn }));
    const dialog = await screen.findByRole("dialog", { name: AUTO_RENEWAL_TEXT.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: AUTO_RENEWAL_TEXT.confirm }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(AUTO_RENEWAL_MESSAGES.planEnded);
    expect(screen.getByText(AUTO_RENEWAL_TEXT.off)).toBeInTheDocument();
  });

  it("turns it on by card: the dialog's choice is sent, and the card says the bank has yet to approve, with its link", async () => {
    signIn();
    const waiting: AutoRenewal = {
      ...on,
      mandate: on.mandate && {
        ...on.mandate,
        state: "created",
        method: "card",
        approval_url: "https://rzp.io/i/inv_Test",
      },
    };
    const api = stubApi({
      getAutoRenew: off,
      setAutoRenew: () => ({ ...waiting, Message: AUTO_RENEWAL_MESSAGES.turnedOn }),
    });
    const { user } = renderWithApp(<AutoRenewalSection subscriptionId={21} endDate="2027-02-28" />);
    await user.click(await screen.findByRole("button", { name: AUTO_RENEWAL_TEXT.turnOn }));
    const dialog = await screen.findByRole("dialog", { name: AUTO_RENEWAL_TEXT.confirmTitle });
    const payBy = within(dialog).getByRole("radiogroup", { name: AUTO_RENEWAL_TEXT.payBy });
    expect(within(payBy).getByRole("radio", { name: AUTO_RENEWAL_TEXT.choiceLabels.upi })).toBeChecked();
    await user.click(within(payBy).getByRole("radio", { name: AUTO_RENEWAL_TEXT.choiceLabels.card }));
    await user.click(within(dialog).getByRole("button", { name: AUTO_RENEWAL_TEXT.confirm }));

    expect(await screen.findByRole("status")).toHaveTextContent(AUTO_RENEWAL_MESSAGES.turnedOn);
    expect(api.bodies("setAutoRenew")).toEqual([{ subscription_id: 21, enabled: true, method: "card" }]);
    const card = screen.getByRole("region", { name: AUTO_RENEWAL_TEXT.heading });
    expect(card).toHaveTextContent(AUTO_RENEWAL_TEXT.stateLabels.created);
    expect(card).toHaveTextContent(AUTO_RENEWAL_TEXT.methodLabels.card);
    expect(card).toHaveTextContent(AUTO_RENEWAL_TEXT.waitingForBank);
    expect(within(card).getByRole("link", { name: AUTO_RENEWAL_TEXT.approve })).toHaveAttribute(
      "href",
      "https://rzp.io/i/inv_Test",
    );
  });
});
