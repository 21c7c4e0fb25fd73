// @vitest-environment jsdom
import { FAMILY_MESSAGES, type FamilyOverview } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../lib/session.tsx";
import { stubApi } from "../test/api-stub.ts";
import { MEMBER, renderWithApp, signIn } from "../test/render.tsx";
import { FamilyChoice } from "./family-choice.tsx";

const mother = { membership_id: 11, payer_name: "Anita Sen", role: "viewer" as const };
const father = { membership_id: 12, payer_name: "Ravi Sen", role: "manager" as const };
const overview = (families: FamilyOverview["families"]): FamilyOverview => ({
  acting_for: null,
  circle: [],
  families,
  activity: [],
});
const stored = () => JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}");

describe("FamilyChoice", () => {
  it("offers each family one belongs to, and acting for one opens its visits as that family", async () => {
    const api = stubApi({
      getFamily: overview([mother, father]),
      actFor: { user_name: MEMBER.user_name, email: MEMBER.email, user_id: 40, family: father },
    });
    signIn();
    const { user, location } = renderWithApp(<FamilyChoice />, { path: "/user/profile" });
    expect(await screen.findByText("Anita Sen's family, as a viewer")).toBeVisible();
    await user.click(screen.getByRole("button", { name: FAMILY_MESSAGES.actFor("Ravi Sen") }));
    await waitFor(() => expect(location()).toBe("/planandservicedetails"));
    expect(api.bodies("actFor")).toEqual([{ membership_id: 12 }]);
    expect(stored().user).toEqual({
      user_name: MEMBER.user_name,
      email: MEMBER.email,
      user_id: 40,
      family: father,
    });
  });

  it("does not offer the family this session already acts for", async () => {
    stubApi({ getFamily: { ...overview([mother, father]), acting_for: mother } });
    signIn({ ...MEMBER, user_id: 40 });
    renderWithApp(<FamilyChoice />);
    expect(await screen.findByRole("button", { name: FAMILY_MESSAGES.actFor("Ravi Sen") })).toBeVisible();
    expect(screen.queryByRole("button", { name: FAMILY_MESSAGES.actFor("Anita Sen") })).toBeNull();
  });

  it("shows nothing to someone in no family's circle", async () => {
    const api = stubApi({ getFamily: overview([]) });
    signIn();
    const { container } = renderWithApp(<FamilyChoice />);
    await waitFor(() => expect(api.bodies("getFamily")).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
