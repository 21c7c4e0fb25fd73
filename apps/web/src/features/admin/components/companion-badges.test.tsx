// @vitest-environment jsdom
import { CHECK_EXPIRY_TEXT, indiaToday } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatIndiaDay } from "../../../lib/format.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { checkTexts } from "../lib/companion-rows.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";
import { addDays } from "../lib/dashboard-links.ts";
import { CheckList, CompanionBadges } from "./companion-badges.tsx";
import { companionFixture } from "./companion-fixture.ts";

/** A day counted from today in India (the badges judge by the real clock). */
const fromToday = (days: number) => addDays(indiaToday(), days);

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

  it("says a companion whose check has lapsed is not sent until it is renewed, and marks the lapse (issue 45)", () => {
    renderWithApp(
      <CompanionBadges
        companion={companionFixture({
          weekly: [{ weekday: 1, shift_type: 1 }],
          assignable: true,
          police_valid_until: fromToday(-1),
          training_valid_until: fromToday(10),
        })}
      />,
    );
    expect(screen.getByTestId("companion-assignable")).toHaveTextContent(CHECK_EXPIRY_TEXT.notSentLapsed);
    expect(screen.getByTestId("companion-checks-lapsing")).toHaveTextContent(CHECK_EXPIRY_TEXT.badgeLapsed);
    expect(screen.queryByText(COMPANION_TEXT.assignable)).toBeNull();
  });

  it("warns of a check lapsing within 30 days while they are still sent, and says nothing when none is", () => {
    const { unmount } = renderWithApp(
      <CompanionBadges
        companion={companionFixture({
          weekly: [{ weekday: 1, shift_type: 1 }],
          assignable: true,
          training_valid_until: fromToday(30),
        })}
      />,
    );
    expect(screen.getByTestId("companion-assignable")).toHaveTextContent(COMPANION_TEXT.assignable);
    expect(screen.getByTestId("companion-checks-lapsing")).toHaveTextContent(CHECK_EXPIRY_TEXT.badgeSoon);
    unmount();
    renderWithApp(
      <CompanionBadges
        companion={companionFixture({
          weekly: [{ weekday: 1, shift_type: 1 }],
          assignable: true,
          training_valid_until: fromToday(31),
        })}
      />,
    );
    expect(screen.queryByTestId("companion-checks-lapsing")).toBeNull();
  });
});

describe("CheckList", () => {
  it("shows each check's last day: lapsed, lapsing soon, or plainly", () => {
    const c = companionFixture({
      identity_valid_until: fromToday(400),
      police_valid_until: fromToday(-3),
      training_completed_on: "2026-01-20",
      training_valid_until: fromToday(0),
    });
    renderWithApp(<CheckList checks={checkTexts(c)} />);
    const [identity, police, training] = screen.getAllByRole("listitem");
    expect(identity).toHaveTextContent(CHECK_EXPIRY_TEXT.validUntil(formatIndiaDay(fromToday(400))));
    expect(police).toHaveTextContent(CHECK_EXPIRY_TEXT.lapsed(formatIndiaDay(fromToday(-3))));
    // Its last day is today: still valid, but soon not.
    expect(training).toHaveTextContent(CHECK_EXPIRY_TEXT.soon(formatIndiaDay(fromToday(0))));
    expect(within(police as HTMLElement).getByText(/^Lapsed/)).toHaveClass("text-danger");
  });
});
