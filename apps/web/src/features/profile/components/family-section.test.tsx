// @vitest-environment jsdom
import { FAMILY_MESSAGES, type FamilyMember, type FamilyOverview } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp, signIn } from "../../../test/render.tsx";
import { FamilySection } from "./family-section.tsx";

const sister: FamilyMember = {
  membership_id: 11,
  name: "Meera Sen",
  phone: "+919830012345",
  email: "meera@example.com",
  role: "viewer",
  status: "active",
  invited_at: "2026-11-20T05:00:00.000Z",
  expires_at: "2026-11-27T05:00:00.000Z",
  accepted_at: "2026-11-21T05:00:00.000Z",
};
const brother: FamilyMember = {
  ...sister,
  membership_id: 12,
  name: "Ravi Sen",
  phone: "+919830054321",
  email: "",
  role: "manager",
  status: "invited",
  expires_at: "2099-01-01T00:00:00.000Z",
  accepted_at: null,
};
const overview = (circle: FamilyMember[]): FamilyOverview => ({
  acting_for: null,
  circle,
  families: [],
  activity: [],
});

function show() {
  signIn();
  return renderWithApp(<FamilySection />);
}

describe("FamilySection", () => {
  it("lists who joined and who is invited, with what each may do", async () => {
    stubApi({ getFamily: overview([sister, brother]) });
    show();
    const meera = (await screen.findByRole("heading", { name: "Meera Sen" })).closest(
      "article",
    ) as HTMLElement;
    expect(within(meera).getByText(/Joined on/)).toBeVisible();
    expect(within(meera).getByRole("combobox", { name: /What Meera Sen may do/ })).toHaveValue("viewer");
    const ravi = screen.getByRole("heading", { name: "Ravi Sen" }).closest("article") as HTMLElement;
    expect(within(ravi).getByText(/not joined yet/)).toBeVisible();
    expect(within(ravi).getByRole("button", { name: "Withdraw the invitation to Ravi Sen" })).toBeVisible();
    expect(screen.getByRole("button", { name: /Invite a family member/ })).toBeVisible();
  });

  it("lists what circle members did lately, with who did it", async () => {
    stubApi({
      getFamily: {
        ...overview([sister]),
        activity: [
          { actor_name: "Ravi Sen", label: "Booked a visit", booking_id: 42, at: "2026-11-27T05:00:00.000Z" },
        ],
      },
    });
    show();
    const list = (await screen.findByRole("heading", { name: "What your family did lately" }))
      .nextElementSibling as HTMLElement;
    expect(within(list).getByRole("listitem")).toHaveTextContent("Ravi Sen: Booked a visit (booking #42)");
  });

  it("says when nobody is invited yet, and hides Invite once the circle is full", async () => {
    const api = stubApi({ getFamily: overview([]) });
    const view = show();
    expect(await screen.findByText("No family members invited yet.")).toBeVisible();
    view.unmount();
    api.answer(
      "getFamily",
      overview([
        sister,
        brother,
        { ...brother, membership_id: 13, name: "Asha Sen", phone: "+919830099999" },
      ]),
    );
    show();
    expect(await screen.findByText(FAMILY_MESSAGES.limit)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Invite a family member/ })).toBeNull();
  });

  it("asks before removing someone, then removes them and reloads the circle", async () => {
    const api = stubApi({
      getFamily: overview([sister]),
      removeFamily: () => ({ Message: FAMILY_MESSAGES.removed("Meera Sen") }),
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Remove Meera Sen" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Meera Sen?" });
    api.answer("getFamily", overview([]));
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No family members invited yet.")).toBeVisible();
    expect(api.bodies("removeFamily")).toEqual([{ membership_id: 11 }]);
    expect(await screen.findByText(FAMILY_MESSAGES.removed("Meera Sen"))).toBeVisible();
  });

  it("shows a refused removal in the dialog", async () => {
    stubApi({
      getFamily: overview([sister]),
      removeFamily: refuse(404, { Code: "BE004", Message: FAMILY_MESSAGES.notInCircle }),
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Remove Meera Sen" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Meera Sen?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByText(FAMILY_MESSAGES.notInCircle)).toBeVisible();
  });

  it("changes a role when another is chosen", async () => {
    const api = stubApi({
      getFamily: overview([sister]),
      setFamilyRole: (body) => ({ Message: FAMILY_MESSAGES.roleChanged("Meera Sen", body.role) }),
    });
    const { user } = show();
    await user.selectOptions(
      await screen.findByRole("combobox", { name: /What Meera Sen may do/ }),
      "manager",
    );
    await waitFor(() =>
      expect(api.bodies("setFamilyRole")).toEqual([{ membership_id: 11, role: "manager" }]),
    );
    expect(await screen.findByText(FAMILY_MESSAGES.roleChanged("Meera Sen", "manager"))).toBeVisible();
  });
});
