// @vitest-environment jsdom
import { FAMILY_MESSAGES } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { lovedOneFixture } from "../../../test/booking-fixture.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { ProfileFormPage } from "./profile-form-page.tsx";

const SITA = lovedOneFixture();
const viewer = { membership_id: 11, payer_name: "Anita Sen", role: "viewer" as const };

describe("ProfileFormPage (/user/form)", () => {
  it("offers the account holder Add, Edit and Remove", async () => {
    stubApi({ getLovedOnes: { loved_ones: [SITA] } });
    signIn();
    renderWithApp(<ProfileFormPage />, { path: "/user/form" });
    expect(await screen.findByRole("button", { name: "Edit Sita Devi" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Remove Sita Devi" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Add a loved one" })).toBeVisible();
    expect(screen.queryByText(FAMILY_MESSAGES.lovedOnesArePayers)).toBeNull();
  });

  it("offers a viewer nothing the server would refuse, and says why before any form opens (issue 41)", async () => {
    stubApi({ getLovedOnes: { loved_ones: [SITA] } });
    signIn({ ...MEMBER, user_id: 40, family: viewer });
    renderWithApp(<ProfileFormPage />, { path: "/user/form?add" });
    expect(await screen.findByText("Sita Devi")).toBeVisible();
    expect(screen.getByText(FAMILY_MESSAGES.lovedOnesArePayers)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Add a loved one|Edit|Remove/ })).toBeNull();
    // ?add in the address opens no form she cannot save.
    expect(screen.queryByRole("heading", { name: "Add a loved one" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
