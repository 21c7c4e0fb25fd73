// @vitest-environment jsdom
import { FAMILY_MESSAGES, OTP_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { JoinFamilyPage } from "./join-family-page.tsx";

const TOKEN = "a".repeat(43);
const details = {
  payer_name: "Anita Sen",
  invitee_name: "Meera Sen",
  role: "viewer" as const,
  phone_hint: "+91 ••••••2345",
  loved_ones: ["Kamala", "Ramesh"],
  joined: false,
};
const joined = {
  user_name: "Meera Sen",
  email: "",
  user_id: 7,
  family: { membership_id: 11, payer_name: "Anita Sen", role: "viewer" as const },
};

describe("JoinFamilyPage", () => {
  it("shows who invites, sends a code to the invited phone, and joins with it", async () => {
    const api = stubApi({
      getInvite: details,
      sendInviteCode: { Message: FAMILY_MESSAGES.codeSent, resend_timeout: 2 },
      acceptInvite: joined,
    });
    const { user, location } = renderWithApp(<JoinFamilyPage />, { path: `/family/join#${TOKEN}` });
    expect(await screen.findByRole("heading", { name: "Anita Sen invites you, Meera Sen" })).toBeVisible();
    expect(screen.getByText("+91 ••••••2345")).toBeVisible();
    // Sentences that name the loved ones and say what a viewer cannot do (issue 41).
    expect(
      screen.getByText(
        "Anita Sen asks you to join their family circle as a viewer, to follow the care of Kamala and Ramesh.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        "As a viewer you can see the plan, the visits booked, the visit reports and the emergency card.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        "You cannot book, cancel or move visits, rate them, or see payments: Anita Sen or a manager does that.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Join as a viewer:/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText(/Enter the 6-digit code sent to/)).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Digit 1 of 6" }), "123456");
    await waitFor(() => expect(location()).toBe("/planandservicedetails"));
    expect(api.bodies("sendInviteCode")).toEqual([{ token: TOKEN }]);
    expect(api.bodies("acceptInvite")).toEqual([{ token: TOKEN, otp: "123456" }]);
    // The session now acts for the family, as the viewer.
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}")).toEqual({
      kind: "user",
      user: joined,
    });
  });

  it("shows a wrong code and lets the person try again", async () => {
    stubApi({
      getInvite: details,
      sendInviteCode: { Message: FAMILY_MESSAGES.codeSent, resend_timeout: 2 },
      acceptInvite: refuse(422, { Code: "BE007", Message: OTP_MESSAGES.invalid }),
    });
    const { user, location } = renderWithApp(<JoinFamilyPage />, { path: `/family/join#${TOKEN}` });
    await user.click(await screen.findByRole("button", { name: "Send me a code" }));
    await screen.findByText(/Enter the 6-digit code sent to/);
    await user.type(screen.getByRole("textbox", { name: "Digit 1 of 6" }), "000000");
    expect(await screen.findByText(OTP_MESSAGES.invalid)).toBeVisible();
    expect(location()).toBe("/family/join");
  });

  it("says a spent or expired link is not valid", async () => {
    stubApi({ getInvite: refuse(404, { Code: "BE004", Message: FAMILY_MESSAGES.inviteInvalid }) });
    renderWithApp(<JoinFamilyPage />, { path: `/family/join#${TOKEN}` });
    expect(await screen.findByRole("alert")).toHaveTextContent(FAMILY_MESSAGES.inviteInvalid);
  });

  it("says so without asking the server when the link has no token", async () => {
    const api = stubApi({});
    renderWithApp(<JoinFamilyPage />, { path: "/family/join" });
    expect(await screen.findByRole("alert")).toHaveTextContent(FAMILY_MESSAGES.inviteInvalid);
    expect(api.bodies("getInvite")).toEqual([]);
  });

  it("tells the person who joined with the link, opening it again, that they have joined (issue 42)", async () => {
    stubApi({ getInvite: { ...details, joined: true } });
    renderWithApp(<JoinFamilyPage />, { path: `/family/join#${TOKEN}` });
    expect(await screen.findByText(FAMILY_MESSAGES.alreadyJoined("Anita Sen"))).toBeVisible();
    expect(screen.queryByText(FAMILY_MESSAGES.inviteInvalid)).toBeNull();
    expect(screen.queryByRole("button", { name: "Send me a code" })).toBeNull();
    expect(screen.getByRole("link", { name: "See the family's visits" })).toHaveAttribute(
      "href",
      "/planandservicedetails",
    );
  });
});
