// @vitest-environment jsdom
import { VISIT_CHECK_TEXT as T, VISIT_CHECK_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { VisitCheck } from "./visit-check.tsx";

const VISIT = companionVisitFixture({ booking_id: 7, languages: ["Bengali"], family_notes: "" });
/** 8:10 AM India time on the day: check-in is open. */
const AT_THE_DOOR = new Date("2026-12-03T02:40:00.000Z");

afterEach(() => vi.unstubAllGlobals());

describe("VisitCheck", () => {
  it("waits until an hour before the start, saying from when", () => {
    stubApi({});
    renderWithApp(<VisitCheck visit={VISIT} now={new Date("2026-12-03T01:00:00.000Z")} />);
    expect(screen.getByRole("button", { name: T.checkIn })).toBeDisabled();
    expect(screen.getByText(T.checkInFrom("8:00 AM"))).toBeVisible();
  });

  it("checks in without a location unless the companion ticks to share it", async () => {
    const api = stubApi({
      companionCheckIn: {
        booking_id: 7,
        checked_in_at: "2026-12-03T02:40:00.000Z",
        checked_out_at: null,
        Message: VISIT_CHECK_MESSAGES.checkedIn,
      },
    });
    const geolocation = { getCurrentPosition: vi.fn() };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    renderWithApp(<VisitCheck visit={VISIT} now={AT_THE_DOOR} />);
    await userEvent.click(screen.getByRole("button", { name: T.checkIn }));
    await waitFor(() => expect(api.bodies("companionCheckIn")).toEqual([{ booking_id: 7, location: null }]));
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText(VISIT_CHECK_MESSAGES.checkedIn)).toBeVisible());
  });

  it("sends the phone's position when shared", async () => {
    const api = stubApi({
      companionCheckOut: {
        booking_id: 7,
        checked_in_at: "2026-12-03T02:40:00.000Z",
        checked_out_at: "2026-12-03T05:00:00.000Z",
        Message: VISIT_CHECK_MESSAGES.checkedOut,
      },
    });
    const geolocation = {
      getCurrentPosition: vi.fn((ok: PositionCallback) =>
        ok({ coords: { latitude: 22.5, longitude: 88.36, accuracy: 30 } } as GeolocationPosition),
      ),
    };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    renderWithApp(
      <VisitCheck visit={{ ...VISIT, checked_in_at: "2026-12-03T02:40:00.000Z" }} now={AT_THE_DOOR} />,
    );
    expect(screen.getByText(T.checkedInAt("8:10 AM"))).toBeVisible();
    await userEvent.click(screen.getByRole("checkbox", { name: T.shareLocation }));
    await userEvent.click(screen.getByRole("button", { name: T.checkOut }));
    await waitFor(() =>
      expect(api.bodies("companionCheckOut")).toEqual([
        { booking_id: 7, location: { latitude: 22.5, longitude: 88.36, accuracy_m: 30 } },
      ]),
    );
  });

  it("shows both times and no button once checked out; nothing for a visit not confirmed", () => {
    stubApi({});
    const { unmount } = renderWithApp(
      <VisitCheck
        visit={{
          ...VISIT,
          checked_in_at: "2026-12-03T02:40:00.000Z",
          checked_out_at: "2026-12-03T05:00:00.000Z",
        }}
        now={AT_THE_DOOR}
      />,
    );
    expect(screen.getByText(T.checkedOutAt("10:30 AM"))).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    renderWithApp(<VisitCheck visit={{ ...VISIT, status: "completed" }} now={AT_THE_DOOR} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
