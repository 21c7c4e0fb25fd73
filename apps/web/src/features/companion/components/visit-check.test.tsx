// @vitest-environment jsdom
import {
  CHECK_OUT_PAUSE_MS,
  type CompanionVisit,
  VISIT_CHECK_TEXT as T,
  tooEarlyToCheckIn,
  VISIT_CHECK_MESSAGES,
} from "@eldercare/contracts";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { companionHi } from "@eldercare/contracts/i18n/companion/hi";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompanionLanguageProvider } from "../../../lib/i18n/companion-i18n.tsx";
import { timeIn } from "../../../lib/i18n/locale-format.ts";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { freshPhone, signInCompanion } from "../../../test/phone-storage.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { queuedActions } from "../offline/outbox.ts";
import { VisitCheck } from "./visit-check.tsx";

const VISIT = companionVisitFixture({ booking_id: 7, languages: ["Bengali"], family_notes: "" });
/** 8:10 AM India time on the day: check-in is open. */
const AT_THE_DOOR = new Date("2026-12-03T02:40:00.000Z");
/** 10:30 AM: the visit's planned two hours since the 8:10 check-in have passed. */
const AFTER_THE_VISIT = new Date("2026-12-03T05:00:00.000Z");

/** The check at the door, on a visit the test changes later (the list refreshed); returns the change. */
function renderChangingVisit(): (visit: CompanionVisit) => void {
  let show: (visit: CompanionVisit) => void = () => undefined;
  function Card() {
    const [visit, setVisit] = useState(VISIT);
    show = setVisit;
    return <VisitCheck visit={visit} now={AT_THE_DOOR} />;
  }
  renderWithApp(<Card />);
  return (visit) => show(visit);
}

beforeEach(async () => {
  await freshPhone();
  signInCompanion(12);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** A check as the phone sends it: with its own key and the phone's time (issue 46). */
const sent = (body: object) => ({
  ...body,
  idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
  phone_time: expect.any(String),
});

const CHECKED_IN = {
  booking_id: 7,
  checked_in_at: "2026-12-03T02:40:00.000Z",
  checked_out_at: null,
  Message: VISIT_CHECK_MESSAGES.checkedIn,
};

describe("VisitCheck", () => {
  it("waits until an hour before the start, saying from when", () => {
    stubApi({});
    renderWithApp(<VisitCheck visit={VISIT} now={new Date("2026-12-03T01:00:00.000Z")} />);
    expect(screen.getByRole("button", { name: T.checkIn })).toBeDisabled();
    expect(screen.getByText(T.checkInFrom("8:00 AM"))).toBeVisible();
  });

  it("says the server's 'too early' in Hindi with the time the app holds, in Hindi's format (issue 46)", async () => {
    // The phone's clock says check-in is open; the server's says not yet, and writes its time as "8:00 AM".
    stubApi({ companionCheckIn: refuse(422, { Code: "BE011", Message: tooEarlyToCheckIn("8:00 AM") }) });
    renderWithApp(
      <CompanionLanguageProvider initial="hi">
        <VisitCheck visit={VISIT} now={AT_THE_DOOR} />
      </CompanionLanguageProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: companionHi.check.checkIn }));
    const said = companionHi.server.tooEarly.replace("{{time}}", timeIn("hi-IN", VISIT.check_in_from));
    expect(await screen.findByText(said)).toBeVisible();
    expect(screen.queryByText(/8:00 AM/)).toBeNull();
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
    await waitFor(() =>
      expect(api.bodies("companionCheckIn")).toEqual([sent({ booking_id: 7, location: null })]),
    );
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
      <VisitCheck visit={{ ...VISIT, checked_in_at: "2026-12-03T02:40:00.000Z" }} now={AFTER_THE_VISIT} />,
    );
    expect(screen.getByText(T.checkedInAt("8:10 AM"))).toBeVisible();
    await userEvent.click(screen.getByRole("checkbox", { name: T.shareLocation }));
    await userEvent.click(screen.getByRole("button", { name: T.checkOut }));
    await waitFor(() =>
      expect(api.bodies("companionCheckOut")).toEqual([
        sent({ booking_id: 7, location: { latitude: 22.5, longitude: 88.36, accuracy_m: 30 } }),
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

  it("without signal keeps the check-in on the phone with its key and time, and says so (issue 46)", async () => {
    const api = stubApi({ companionCheckIn: CHECKED_IN });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithApp(<VisitCheck visit={VISIT} now={AT_THE_DOOR} />);
    await userEvent.click(screen.getByRole("button", { name: T.checkIn }));
    expect(await screen.findByRole("status")).toHaveTextContent(companionEn.offline.checkInKept);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.bodies("companionCheckIn")).toEqual([]);
    const kept = await queuedActions(12);
    expect(kept).toEqual([
      expect.objectContaining({
        kind: "checkin",
        bookingId: 7,
        body: { location: null },
        phoneTime: expect.any(String),
      }),
    ]);
  });

  it("keeps a check-out whose connection fails on the way, to send again with the same key", async () => {
    const api = stubApi({
      companionCheckOut: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderWithApp(
      <VisitCheck visit={{ ...VISIT, checked_in_at: "2026-12-03T02:40:00.000Z" }} now={AFTER_THE_VISIT} />,
    );
    await userEvent.click(screen.getByRole("button", { name: T.checkOut }));
    expect(await screen.findByRole("status")).toHaveTextContent(companionEn.offline.checkOutKept);
    const [kept] = await queuedActions(12);
    expect(kept).toMatchObject({ kind: "checkout", bookingId: 7 });
    expect(api.bodies("companionCheckOut")).toEqual([
      expect.objectContaining({ idempotency_key: kept?.key, phone_time: kept?.phoneTime }),
    ]);
  });

  it("shows the server's refusal beside the button and keeps nothing waiting", async () => {
    stubApi({
      companionCheckIn: refuse(422, { Code: "BE001", Message: VISIT_CHECK_MESSAGES.notConfirmed }),
    });
    renderWithApp(<VisitCheck visit={VISIT} now={AT_THE_DOOR} />);
    await userEvent.click(screen.getByRole("button", { name: T.checkIn }));
    expect(await screen.findByRole("alert")).toHaveTextContent(VISIT_CHECK_MESSAGES.notConfirmed);
    expect(screen.getByRole("button", { name: T.checkIn })).toBeEnabled();
    expect(await queuedActions(12)).toEqual([]);
  });

  it("says what it is doing while the check is on its way, never a grey button alone", async () => {
    let answer: (value: typeof CHECKED_IN) => void = () => undefined;
    stubApi({ companionCheckIn: new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<VisitCheck visit={VISIT} now={AT_THE_DOOR} />);
    await userEvent.click(screen.getByRole("button", { name: T.checkIn }));
    expect(await screen.findByRole("button", { name: T.checkingIn })).toBeDisabled();
    answer(CHECKED_IN);
    await waitFor(() => expect(screen.getByRole("button", { name: T.checkIn })).toBeEnabled());
  });

  it("does not take a tap on Check out for a moment after checking in here, saying why", async () => {
    const api = stubApi({ companionCheckIn: CHECKED_IN, companionCheckOut: CHECKED_IN });
    const show = renderChangingVisit();
    await userEvent.click(screen.getByRole("button", { name: T.checkIn }));
    await waitFor(() => expect(api.bodies("companionCheckIn")).toHaveLength(1));
    // The visit list refreshed: the same place now holds Check out.
    act(() => show({ ...VISIT, checked_in_at: CHECKED_IN.checked_in_at }));
    const checkOut = await screen.findByRole("button", { name: T.checkOut });
    expect(checkOut).toBeDisabled();
    expect(checkOut).toHaveAccessibleDescription(T.checkOutSoon);
    await userEvent.click(checkOut);
    expect(api.bodies("companionCheckOut")).toEqual([]);
    await waitFor(() => expect(checkOut).toBeEnabled(), { timeout: CHECK_OUT_PAUSE_MS + 1000 });
    expect(screen.queryByText(T.checkOutSoon)).toBeNull();
  });
  it("while the check-in goes, shown already made, says Checking in; then Check out waits from the first frame", async () => {
    let answer: (value: typeof CHECKED_IN) => void = () => undefined;
    stubApi({ companionCheckIn: new Promise((resolve) => (answer = resolve)) });
    const show = renderChangingVisit();
    await userEvent.click(screen.getByRole("button", { name: T.checkIn }));
    // The card shows the check-in as made (kept on the phone) while it is on its way.
    act(() => show({ ...VISIT, checked_in_at: CHECKED_IN.checked_in_at }));
    expect(await screen.findByRole("button", { name: T.checkingIn })).toBeDisabled();
    expect(screen.queryByRole("button", { name: T.checkingOut })).toBeNull();
    answer(CHECKED_IN);
    const checkOut = await screen.findByRole("button", { name: T.checkOut });
    expect(checkOut).toBeDisabled();
    expect(checkOut).toHaveAccessibleDescription(T.checkOutSoon);
  });

  it("asks before ending a visit sooner than its planned length, and ends it only on yes (issue 42)", async () => {
    const api = stubApi({
      companionCheckOut: { ...CHECKED_IN, checked_out_at: "2026-12-03T02:41:00.000Z" },
    });
    const user = userEvent.setup();
    // A minute after the check-in; the visit is planned for two hours.
    renderWithApp(
      <VisitCheck
        visit={{ ...VISIT, checked_in_at: CHECKED_IN.checked_in_at }}
        now={new Date("2026-12-03T02:41:30.000Z")}
      />,
    );
    await user.click(screen.getByRole("button", { name: T.checkOut }));
    const question = T.checkOutEarly("1 minute ago", "2 hours");
    expect(screen.getByRole("group", { name: question })).toBeVisible();
    expect(screen.getByRole("button", { name: T.keepVisit })).toHaveFocus();
    expect(screen.queryByRole("button", { name: T.checkOut })).toBeNull();
    expect(api.bodies("companionCheckOut")).toEqual([]);

    await user.click(screen.getByRole("button", { name: T.keepVisit }));
    expect(screen.queryByRole("group", { name: question })).toBeNull();
    expect(api.bodies("companionCheckOut")).toEqual([]);

    await user.click(screen.getByRole("button", { name: T.checkOut }));
    await user.click(screen.getByRole("button", { name: T.endVisitNow }));
    await waitFor(() =>
      expect(api.bodies("companionCheckOut")).toEqual([sent({ booking_id: 7, location: null })]),
    );
  });

  it("checks out at once, without asking, once the planned length has passed", async () => {
    const api = stubApi({
      companionCheckOut: { ...CHECKED_IN, checked_out_at: AFTER_THE_VISIT.toISOString() },
    });
    renderWithApp(
      <VisitCheck visit={{ ...VISIT, checked_in_at: CHECKED_IN.checked_in_at }} now={AFTER_THE_VISIT} />,
    );
    await userEvent.click(screen.getByRole("button", { name: T.checkOut }));
    await waitFor(() => expect(api.bodies("companionCheckOut")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: T.endVisitNow })).toBeNull();
  });

  it("says beside the box at once when the browser blocks the location (issue 42)", async () => {
    stubApi({});
    const geolocation = {
      getCurrentPosition: vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({
          code: 1,
          PERMISSION_DENIED: 1,
          message: "User denied Geolocation",
        } as GeolocationPositionError),
      ),
    };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    renderWithApp(<VisitCheck visit={VISIT} now={AT_THE_DOOR} />);
    const box = screen.getByRole("checkbox", { name: T.shareLocation });
    expect(screen.queryByText(T.locationBlocked)).toBeNull();
    await userEvent.click(box);
    expect(await screen.findByText(T.locationBlocked)).toBeVisible();
    expect(box).toHaveAccessibleDescription(`${T.shareLocationHint} ${T.locationBlocked}`);
    await userEvent.click(box);
    expect(screen.queryByText(T.locationBlocked)).toBeNull();
  });

  it("says nothing of a block when the browser gives the position", async () => {
    stubApi({});
    const geolocation = {
      getCurrentPosition: vi.fn((ok: PositionCallback) =>
        ok({ coords: { latitude: 22.5, longitude: 88.36, accuracy: 30 } } as GeolocationPosition),
      ),
    };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    renderWithApp(<VisitCheck visit={VISIT} now={AT_THE_DOOR} />);
    await userEvent.click(screen.getByRole("checkbox", { name: T.shareLocation }));
    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalled());
    expect(screen.queryByText(T.locationBlocked)).toBeNull();
  });
});
