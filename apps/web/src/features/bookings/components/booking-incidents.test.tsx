// @vitest-environment jsdom
import { type BookingIncident, URGENT_HELP_TEXT as T } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { bookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { BookingCard } from "./booking-card.tsx";

const OPEN: BookingIncident = {
  incident_id: 1,
  severity: "serious",
  what_happened: "Nobody came by 11.",
  reported_by: "family",
  reported_at: "2026-12-15T05:40:00.000Z",
  closed_at: null,
  resolution: null,
};
const CLOSED: BookingIncident = {
  ...OPEN,
  incident_id: 2,
  severity: "minor",
  what_happened: "A cup was broken.",
  reported_by: "companion",
  closed_at: "2026-12-15T09:00:00.000Z",
  resolution: "We replaced the cup.",
};

function card(overrides: Parameters<typeof bookingFixture>[0], now = "2026-12-15T06:00:00.000Z") {
  const onUrgentHelp = vi.fn();
  const view = renderWithApp(
    <BookingCard
      booking={bookingFixture(overrides)}
      rules={undefined}
      now={new Date(now)}
      shiftName={() => "Morning"}
      onCancel={vi.fn()}
      onReschedule={vi.fn()}
      onUrgentHelp={onUrgentHelp}
    />,
  );
  return { ...view, onUrgentHelp };
}

describe("BookingCard's incidents and urgent help", () => {
  it("shows each incident, open or resolved with the team's note", () => {
    card({ status: "confirmed", incidents: [OPEN, CLOSED] });
    const section = screen.getByRole("region", { name: T.incidents });
    const [open, closed] = within(section).getAllByRole("listitem");
    expect(open).toHaveTextContent("Serious");
    expect(open).toHaveTextContent(`${T.reportedBy("family")}, Tue, 15 Dec 2026, 11:10 AM India time`);
    expect(open).toHaveTextContent("Nobody came by 11.");
    expect(open).toHaveTextContent(T.open);
    expect(closed).toHaveTextContent(T.reportedBy("companion"));
    expect(closed).toHaveTextContent(`${T.resolved}: We replaced the cup.`);
    expect(closed).not.toHaveTextContent(T.open);
  });

  it("offers urgent help on the visit's day, and not before it or once it did not go ahead", async () => {
    const { user, onUrgentHelp, unmount } = card({ status: "confirmed", visit_date: "2026-12-15" });
    expect(screen.queryByRole("region", { name: T.incidents })).toBeNull();
    await user.click(screen.getByRole("button", { name: new RegExp(`^${T.button}`) }));
    expect(onUrgentHelp).toHaveBeenCalledWith(expect.objectContaining({ booking_id: 42 }));
    unmount();
    const later = card({ status: "confirmed", visit_date: "2026-12-16" });
    expect(screen.queryByRole("button", { name: new RegExp(`^${T.button}`) })).toBeNull();
    later.unmount();
    card({ status: "cancelled", visit_date: "2026-12-15" });
    expect(screen.queryByRole("button", { name: new RegExp(`^${T.button}`) })).toBeNull();
  });
});
