// @vitest-environment jsdom
import { FAMILY_MESSAGES, type FamilyMember, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp, signIn } from "../../../test/render.tsx";
import { InviteFamilyDialog } from "./invite-family-dialog.tsx";

const invited = (body: {
  name: string;
  phone: string;
  role: "manager" | "viewer";
}): {
  Message: string;
  member: FamilyMember;
} => ({
  Message: FAMILY_MESSAGES.invited(body.name),
  member: {
    membership_id: 5,
    name: body.name,
    phone: `+91${body.phone}`,
    email: "",
    role: body.role,
    status: "invited",
    invited_at: "2026-11-27T05:00:00.000Z",
    expires_at: "2026-12-04T05:00:00.000Z",
    accepted_at: null,
  },
});

function open() {
  signIn();
  const onClose = vi.fn();
  const view = renderWithApp(<InviteFamilyDialog open onClose={onClose} />);
  return { ...view, onClose };
}

describe("InviteFamilyDialog", () => {
  it("sends the name, phone, email and role typed, says the link is on its way, and closes", async () => {
    const api = stubApi({ inviteFamily: invited });
    const { user, onClose } = open();
    await user.type(screen.getByRole("textbox", { name: /Their name/ }), "Ravi Sen");
    await user.type(screen.getByRole("textbox", { name: /Their mobile number/ }), "9830012345");
    await user.type(screen.getByRole("textbox", { name: /Their email/ }), "ravi@example.com");
    await user.click(screen.getByRole("radio", { name: /Manager/ }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("inviteFamily")).toEqual([
      {
        name: "Ravi Sen",
        phone: "9830012345",
        email: "ravi@example.com",
        role: "manager",
        country_code: "+91",
      },
    ]);
    expect(await screen.findByText(FAMILY_MESSAGES.invited("Ravi Sen"))).toBeVisible();
  });

  // Issue 42: relatives abroad could not be invited: the number was fixed to +91.
  it("invites a relative abroad with their country's code", async () => {
    const api = stubApi({
      inviteFamily: (body: { name: string; phone: string; role: "manager" | "viewer" }) => invited(body),
    });
    const { user, onClose } = open();
    await user.type(screen.getByRole("textbox", { name: /Their name/ }), "Priya Sen");
    await user.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "+44");
    await user.type(screen.getByRole("textbox", { name: /Their mobile number/ }), "07911 234568");
    await user.click(screen.getByRole("radio", { name: /Viewer/ }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies("inviteFamily")).toEqual([
      { name: "Priya Sen", phone: "7911234568", email: "", role: "viewer", country_code: "+44" },
    ]);
  });

  it("asks for what the contract requires, in its words, and sends nothing", async () => {
    const api = stubApi({ inviteFamily: invited });
    const { user } = open();
    await user.type(screen.getByRole("textbox", { name: /Their mobile number/ }), "12345");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(FAMILY_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneInvalid)).toBeVisible();
    expect(screen.getByText(FAMILY_MESSAGES.roleRequired)).toBeVisible();
    expect(api.bodies("inviteFamily")).toEqual([]);
  });

  it("shows the server's refusal (the circle is full) and keeps what was typed", async () => {
    stubApi({ inviteFamily: refuse(422, { Code: "BE011", Message: FAMILY_MESSAGES.limit }) });
    const { user, onClose } = open();
    await user.type(screen.getByRole("textbox", { name: /Their name/ }), "Ravi Sen");
    await user.type(screen.getByRole("textbox", { name: /Their mobile number/ }), "9830012345");
    await user.click(screen.getByRole("radio", { name: /Viewer/ }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(FAMILY_MESSAGES.limit)).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Their name/ })).toHaveValue("Ravi Sen");
    expect(onClose).not.toHaveBeenCalled();
  });
});
