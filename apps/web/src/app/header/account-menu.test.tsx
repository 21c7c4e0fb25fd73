// @vitest-environment jsdom
import type { FamilyOverview } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub.ts";
import { MEMBER, renderWithApp, signIn } from "../../test/render.tsx";
import { AccountMenu } from "./account-menu.tsx";

const anita = { membership_id: 11, payer_name: "Anita Sen" };
const overview = (role: "viewer" | "manager"): FamilyOverview => ({
  acting_for: { ...anita, role },
  circle: [],
  families: [{ ...anita, role }],
  activity: [],
});

async function openMenu() {
  const { user } = renderWithApp(<AccountMenu />);
  await user.click(screen.getByRole("button", { name: /^Account menu for / }));
  return screen.findByRole("menu");
}

describe("AccountMenu's entries, by what the member may do (issue 42)", () => {
  it("lists Reschedule Requests to the account holder and a manager", async () => {
    stubApi({ getFamily: overview("manager") });
    signIn({ ...MEMBER, user_id: 40, family: { ...anita, role: "manager" } });
    const menu = await openMenu();
    expect(menu).toHaveTextContent("Reschedule Requests");
  });

  it("does not list Reschedule Requests to a viewer, who may not ask to move a visit", async () => {
    stubApi({ getFamily: overview("viewer") });
    signIn({ ...MEMBER, user_id: 40, family: { ...anita, role: "viewer" } });
    const menu = await openMenu();
    expect(menu).toHaveTextContent("Service Bookings");
    expect(menu).not.toHaveTextContent("Reschedule Requests");
  });
});
