import { describe, expect, it } from "vitest";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import type { QueuedAction } from "./companion-db.ts";
import { withQueued, withSent } from "./queued-visits.ts";

const VISIT = companionVisitFixture({ booking_id: 7 });
const OTHER = companionVisitFixture({ booking_id: 8 });
const base = {
  companionId: 12,
  label: { firstName: "Asha", visitDate: VISIT.visit_date, startTime: "08:30" },
};
const checkIn: QueuedAction = {
  ...base,
  kind: "checkin",
  bookingId: 7,
  key: "k1",
  phoneTime: "2026-12-03T02:58:00.000Z",
  body: { location: null },
};
const checkOut: QueuedAction = {
  ...checkIn,
  kind: "checkout",
  key: "k2",
  phoneTime: "2026-12-03T05:01:00.000Z",
};
const report: QueuedAction = {
  ...base,
  kind: "report",
  bookingId: 7,
  key: "k3",
  phoneTime: "2026-12-03T05:10:00.000Z",
  body: {},
  photo: { bytes: new ArrayBuffer(4), type: "image/jpeg", name: "a.jpg", key: "p" },
};

describe("withQueued", () => {
  it("shows what waits on the phone as done at the phone's time, marked as waiting, on its own visit only", () => {
    const [shown, other] = withQueued([VISIT, OTHER], [checkIn, checkOut, report]);
    expect(shown).toMatchObject({
      checked_in_at: "2026-12-03T02:58:00.000Z",
      checked_out_at: "2026-12-03T05:01:00.000Z",
      report_filed_at: "2026-12-03T05:10:00.000Z",
      has_photo: true,
      waiting: { checkIn: true, checkOut: true, report: true },
    });
    expect(other).toEqual(OTHER);
  });

  it("keeps the server's time once the server has it, and ignores refused actions", () => {
    const atServer = { ...VISIT, checked_in_at: "2026-12-03T03:20:00.000Z" };
    const [shown] = withQueued([atServer], [checkIn, { ...checkOut, failure: "Only a confirmed visit…" }]);
    expect(shown?.checked_in_at).toBe("2026-12-03T03:20:00.000Z");
    expect(shown?.checked_out_at).toBeNull();
    expect(shown?.waiting).toEqual({ checkIn: false, checkOut: false, report: false });
  });
});

describe("withSent", () => {
  it("writes an action the server took into its visit as done, not waiting, and leaves the others", () => {
    const [sent, other] = withSent([VISIT, OTHER], checkIn);
    expect(sent?.checked_in_at).toBe("2026-12-03T02:58:00.000Z");
    expect(sent).not.toHaveProperty("waiting");
    expect(other).toEqual(OTHER);
    const [out] = withSent(withSent([VISIT], checkIn), checkOut);
    expect([out?.checked_in_at, out?.checked_out_at]).toEqual([
      "2026-12-03T02:58:00.000Z",
      "2026-12-03T05:01:00.000Z",
    ]);
  });
});
