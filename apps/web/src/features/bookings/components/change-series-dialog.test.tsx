// @vitest-environment jsdom
import { SERIES_MESSAGES } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { visitSeriesFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { ChangeSeriesDialog } from "./change-series-dialog.tsx";

const series = visitSeriesFixture();
const shiftName = (s: number) => (s === 1 ? "Morning (7 AM – 1 PM)" : `Shift ${s}`);

// 10:00 on 1 Dec in India: tomorrow there is 2 Dec.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T04:30:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function open(onClose = vi.fn()) {
  const view = renderWithApp(
    <ChangeSeriesDialog userId={7} series={series} shiftName={shiftName} onClose={onClose} />,
  );
  const dialog = screen.getByRole("dialog", { name: "Change this care schedule from a date" });
  return { ...view, dialog, onClose, from: within(dialog).getByLabelText(/From/) };
}

const previewed = {
  dates: [
    { date: "2026-12-14", state: "ok" as const, reason: null },
    { date: "2026-12-17", state: "paused" as const, reason: "Paused: hospital stay" },
    { date: "2026-12-21", state: "ok" as const, reason: null },
  ],
  bookable: 2,
  later: 0,
};

describe("ChangeSeriesDialog (issue 44)", () => {
  it("previews the new days from the date with the schedule's own visits free, then confirms the dates seen", async () => {
    const api = stubApi({
      previewVisitSeries: previewed,
      updateVisitSeries: {
        Message: SERIES_MESSAGES.changedPattern(4, 2),
        series: { ...series, weekdays: [1, 4] },
        cancelled_booking_ids: [42, 43, 44, 45],
        booking_ids: [50, 51],
        dates: previewed.dates,
      },
    });
    const { user, dialog, from } = open();
    expect(from).toHaveValue("2026-12-02");
    await user.clear(from);
    await user.type(from, "2026-12-14");
    await user.click(within(dialog).getByRole("checkbox", { name: "Tuesday" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Friday" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Monday" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Thursday" }));
    await user.click(within(dialog).getByRole("button", { name: "Check the dates" }));
    expect(api.bodies("previewVisitSeries")).toEqual([
      expect.objectContaining({ series_id: 5, from: "2026-12-14", weekdays: [1, 4], until: "2027-03-31" }),
    ]);
    expect((await within(dialog).findAllByText("Paused: hospital stay")).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole("button", { name: "Book 2 visits" }));
    const done = await screen.findByRole("dialog", { name: "Care schedule changed" });
    expect(within(done).getByRole("status")).toHaveTextContent(SERIES_MESSAGES.changedPattern(4, 2));
    expect(api.bodies("updateVisitSeries")).toEqual([
      expect.objectContaining({
        series_id: 5,
        from: "2026-12-14",
        weekdays: [1, 4],
        shift_type: 1,
        start_time: "09:00",
        confirmed_dates: ["2026-12-14", "2026-12-21"],
      }),
    ]);
  });

  it("names the dates that changed since the preview and checks them again", async () => {
    const api = stubApi({
      previewVisitSeries: previewed,
      updateVisitSeries: refuse(409, { Code: "BE010", Message: SERIES_MESSAGES.changed }),
    });
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole("button", { name: "Check the dates" }));
    await user.click(await within(dialog).findByRole("button", { name: "Book 2 visits" }));
    expect(await within(dialog).findByText(SERIES_MESSAGES.changed)).toBeInTheDocument();
    expect(api.bodies("previewVisitSeries")).toHaveLength(2);
    expect(screen.getByRole("dialog", { name: "Change this care schedule from a date" })).toBeVisible();
  });
});
