// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { profileFixture } from "../../../test/profile-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { ProfileDetails } from "./profile-details.tsx";

const profile = profileFixture({ user_name: "Arjun Iyer", user_relation: ["Mother", "Self"] });

describe("ProfileDetails", () => {
  it("names the member's relationships as the people they arrange care for", () => {
    renderWithApp(<ProfileDetails profile={profile} onChangeContact={vi.fn()} />);
    const label = screen.getByText("Arranging care for");
    expect(label.nextElementSibling ?? label.parentElement).toHaveTextContent("Your mother, Yourself");
    expect(screen.queryByText("Relationship")).toBeNull();
  });
});
