// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { bookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { BookingCard } from "./booking-card.tsx";

function card(overrides: Parameters<typeof bookingFixture>[0]) {
  return renderWithApp(
    <BookingCard
      booking={bookingFixture(overrides)}
      rules={undefined}
      now={new Date("2026-12-01T06:00:00.000Z")}
      shiftName={() => "Night"}
      onCancel={vi.fn()}
      onReschedule={vi.fn()}
      onUrgentHelp={vi.fn()}
    />,
  );
}

describe("BookingCard's day (issue 41)", () => {
  it("dates a night visit starting after midnight on the India day it starts, not the shift's evening", () => {
    card({ visit_date: "2026-12-15", shift_type: 4, start_time: "02:00", status: "confirmed" });
    const article = screen.getByRole("article");
    expect(article).toHaveTextContent("Wed, 16 Dec 2026, 2:00 AM");
    expect(article).not.toHaveTextContent("Tue, 15 Dec 2026, 2:00 AM");
  });

  it("keeps the visit date for a start before midnight", () => {
    card({ visit_date: "2026-12-15", shift_type: 4, start_time: "22:30", status: "confirmed" });
    expect(screen.getByRole("article")).toHaveTextContent("Tue, 15 Dec 2026, 10:30 PM");
  });
});
