// @vitest-environment jsdom
import {
  type AdminVisitSeriesItem,
  REGULAR_GAP_LABELS,
  SERIES_REGULAR_TEXT as T,
} from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { SeriesCard } from "./series-card.tsx";

const SERIES: AdminVisitSeriesItem = {
  series_id: 7,
  subscription_id: 3,
  loved_one_id: 11,
  loved_one_name: "Kamala Devi",
  service_id: 2,
  service_name: "Companionship Visit",
  weekdays: [2, 5],
  shift_type: 1,
  start_time: "09:00",
  from: "2026-12-01",
  until: "2027-03-31",
  status: "active",
  booked_through: "2027-02-28",
  created_at: "2026-11-29T10:00:00.000Z",
  member_name: "Anjali Sen",
  member_phone: "+919830011111",
  regular_companion: { companion_id: 4, full_name: "Meera Das" },
  upcoming_count: 24,
  next_visit_date: "2026-12-04",
  gaps: [
    {
      booking_id: 91,
      visit_date: "2026-12-15",
      start_time: "09:00",
      status: "requested",
      companion_name: "Ravi Kumar",
      reason: "on_leave",
    },
    {
      booking_id: 92,
      visit_date: "2026-12-18",
      start_time: "09:00",
      status: "requested",
      companion_name: null,
      reason: "busy",
    },
  ],
  skipped: [],
};

const shiftName = () => "Morning";

describe("SeriesCard (the console's care schedules)", () => {
  it("shows the family, the pattern, the regular companion and each date without them with why, leading to the visit", () => {
    renderWithApp(<SeriesCard series={SERIES} shiftName={shiftName} />);
    const card = screen.getByRole("article", { name: "Companionship Visit for Kamala Devi" });
    expect(within(card).getByText(/Tuesdays and Fridays, Morning/)).toBeInTheDocument();
    expect(within(card).getByText(/Anjali Sen/)).toBeInTheDocument();
    expect(within(card).getByText("Meera Das")).toBeInTheDocument();
    const gaps = within(card).getByRole("list", { name: `${T.gaps}: Kamala Devi` });
    const items = within(gaps).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByText(new RegExp(REGULAR_GAP_LABELS.on_leave)),
    ).toHaveTextContent(T.heldBy("Ravi Kumar"));
    expect(within(items[1] as HTMLElement).getByText(new RegExp(REGULAR_GAP_LABELS.busy))).toHaveTextContent(
      T.unassigned,
    );
    const link = within(items[0] as HTMLElement).getByRole("link");
    expect(link.getAttribute("href")).toBe(
      "/admin/bookings?date_from=2026-12-15&date_to=2026-12-15&q=Kamala+Devi",
    );
  });

  it("says when every date is with the regular companion, and when a schedule has none yet", () => {
    const { unmount } = renderWithApp(<SeriesCard series={{ ...SERIES, gaps: [] }} shiftName={shiftName} />);
    expect(screen.getByText(T.noGaps)).toBeInTheDocument();
    unmount();
    renderWithApp(
      <SeriesCard series={{ ...SERIES, regular_companion: null, gaps: [] }} shiftName={shiftName} />,
    );
    expect(screen.getByText(T.noRegular)).toBeInTheDocument();
    expect(screen.queryByText(T.gaps)).not.toBeInTheDocument();
  });
});
