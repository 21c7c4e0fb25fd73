// @vitest-environment jsdom
import { ENQUIRY_MESSAGES, TOWN_REQUEST_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { TownNotListed } from "./town-not-listed.tsx";

const noted = (body: { town: string }) => ({
  enquiry_reference: "ENQ-42",
  Message: TOWN_REQUEST_MESSAGES.noted(body.town, "Tamil Nadu"),
});

function open(stateId = 2) {
  const view = renderWithApp(<TownNotListed userId={7} stateId={stateId} />);
  const link = () => screen.getByRole("button", { name: TOWN_REQUEST_MESSAGES.link });
  return { ...view, link };
}

describe("TownNotListed", () => {
  it("asks for the state first when none is chosen", async () => {
    stubApi({});
    const { user, link } = open(0);
    await user.click(link());
    expect(link()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(TOWN_REQUEST_MESSAGES.stateRequired)).toBeVisible();
    expect(screen.queryByRole("textbox", { name: /Town/ })).toBeNull();
  });

  it("sends the town typed with the state chosen, and says the team has it, with the reference", async () => {
    const api = stubApi({ requestTown: noted });
    const { user, link } = open();
    await user.click(link());
    await user.type(screen.getByRole("textbox", { name: /Town/ }), "Tiruppur");
    await user.click(screen.getByRole("button", { name: "Send to our team" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      `${TOWN_REQUEST_MESSAGES.noted("Tiruppur", "Tamil Nadu")} (ENQ-42)`,
    );
    expect(api.bodies("requestTown")).toEqual([{ user_id: 7, state_id: 2, town: "Tiruppur" }]);
  });

  it("sends with Enter too, and asks for a town in the contract's words when none is typed", async () => {
    const api = stubApi({ requestTown: noted });
    const { user, link } = open();
    await user.click(link());
    await user.click(screen.getByRole("button", { name: "Send to our team" }));
    await waitFor(() => expect(screen.getByText(TOWN_REQUEST_MESSAGES.townRequired)).toBeVisible());
    expect(api.bodies("requestTown")).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: /Town/ }), "Erode{Enter}");
    expect(await screen.findByRole("status")).toHaveTextContent("Erode");
  });

  it("shows a refusal beside the button and keeps what was typed", async () => {
    stubApi({ requestTown: refuse(429, { Code: "BE009", Message: ENQUIRY_MESSAGES.limit }) });
    const { user, link } = open();
    await user.click(link());
    await user.type(screen.getByRole("textbox", { name: /Town/ }), "Salem");
    await user.click(screen.getByRole("button", { name: "Send to our team" }));
    await waitFor(() => expect(screen.getByText(ENQUIRY_MESSAGES.limit)).toBeVisible());
    expect(screen.getByRole("textbox", { name: /Town/ })).toHaveValue("Salem");
  });
});
