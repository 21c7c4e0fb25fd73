// @vitest-environment jsdom
import type { FamilyOverview } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../../lib/session-token.ts";
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

/** A console session as the admin login leaves it. */
function signInStaff(admin: { role?: string; cities?: { city_id: number; city_name: string }[] }) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ kind: "admin", admin: { user_name: "Ritu Sen", email: "ritu@example.in", ...admin } }),
  );
}

describe("AccountMenu for the console's staff (issue 43 item 4)", () => {
  it("names a city coordinator's role and cities, and lists none of the administrators' pages", async () => {
    signInStaff({ role: "coordinator", cities: [{ city_id: 4, city_name: "Kolkata" }] });
    const menu = await openMenu();
    expect(menu).toHaveTextContent("City coordinator · Kolkata");
    for (const page of ["Dashboard", "Members", "Service bookings", "Companions", "Enquiries", "My profile"])
      expect(menu).toHaveTextContent(page);
    for (const page of ["Refunds", "FAQs", "Audit log", "Staff"]) expect(menu).not.toHaveTextContent(page);
  });

  it("lists Staff to an administrator, old stored session or new, with no role line", async () => {
    signInStaff({});
    const menu = await openMenu();
    expect(menu).toHaveTextContent("Staff");
    expect(menu).toHaveTextContent("Audit log");
    expect(menu).not.toHaveTextContent("City coordinator");
  });
});
