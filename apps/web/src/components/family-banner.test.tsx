// @vitest-environment jsdom
import { familyBanner } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../test/api-stub.ts";
import { MEMBER, renderWithApp, signIn } from "../test/render.tsx";
import { FamilyBanner } from "./family-banner.tsx";

describe("FamilyBanner", () => {
  it("tells a viewer whose family she is looking at and what she can do (issue 41)", () => {
    stubApi({});
    signIn({
      ...MEMBER,
      user_id: 40,
      family: { membership_id: 11, payer_name: "Anita Sen", role: "viewer" },
    });
    renderWithApp(<FamilyBanner />);
    expect(screen.getByText(familyBanner("Anita Sen", "viewer"))).toBeVisible();
    expect(
      screen.getByText("Anita Sen's family: you can see plans, bookings and visit reports"),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Switch account" })).toHaveAttribute("href", "/user/profile");
  });

  it("tells a manager they may book", () => {
    stubApi({});
    signIn({
      ...MEMBER,
      user_id: 40,
      family: { membership_id: 12, payer_name: "Anita Sen", role: "manager" },
    });
    renderWithApp(<FamilyBanner />);
    expect(screen.getByText(familyBanner("Anita Sen", "manager"))).toHaveTextContent(
      /book, cancel and move visits/,
    );
  });

  it("shows nothing to the account holder", () => {
    stubApi({});
    signIn();
    renderWithApp(<FamilyBanner />);
    expect(screen.queryByTestId("family-banner")).toBeNull();
  });
});
