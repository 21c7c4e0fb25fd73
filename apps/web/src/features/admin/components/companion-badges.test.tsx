// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { COMPANION_TEXT } from "../lib/companion-text.ts";
import { CompanionBadges } from "./companion-badges.tsx";
import { companionFixture } from "./companion-fixture.ts";

describe("CompanionBadges", () => {
  it("says a cleared companion with no shifts cannot be sent until shifts are added (issue 42)", () => {
    // Active, all three checks, no weekly shift: the server does not count them assignable.
    renderWithApp(<CompanionBadges companion={companionFixture({ weekly: [], assignable: false })} />);
    expect(screen.getByTestId("companion-assignable")).toHaveTextContent(COMPANION_TEXT.needsShifts);
    expect(screen.queryByText(COMPANION_TEXT.assignable)).toBeNull();
  });

  it("says one with shifts can be sent, and one missing a check is not yet assignable", () => {
    renderWithApp(
      <CompanionBadges
        companion={companionFixture({ weekly: [{ weekday: 1, shift_type: 1 }], assignable: true })}
      />,
    );
    expect(screen.getByTestId("companion-assignable")).toHaveTextContent(COMPANION_TEXT.assignable);
  });

  it("says one missing a check is not yet assignable, shifts or not", () => {
    renderWithApp(
      <CompanionBadges companion={companionFixture({ police_verified_on: null, assignable: false })} />,
    );
    expect(screen.getByTestId("companion-assignable")).toHaveTextContent(COMPANION_TEXT.notAssignable);
  });
});
