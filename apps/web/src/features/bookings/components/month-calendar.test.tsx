// @vitest-environment jsdom
import { CLOSED_REASON_LABELS, type ServiceCalendar } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { calendarDay } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { MonthCalendar } from "./month-calendar.tsx";

type Day = ServiceCalendar["days"][number];

// December 2026: the 14th has passed, the 15th and 17th are open, the 16th is full.
const full: Day = {
  ...calendarDay("2026-12-16", { 1: "07:00" }),
  state: "full",
  shifts: calendarDay("2026-12-16").shifts.map((s) => ({
    ...s,
    state: "full",
    reason: null,
    places_left: 0,
  })),
};
const DAYS: Day[] = [
  calendarDay("2026-12-14"),
  calendarDay("2026-12-15", { 1: "07:00", 2: "13:00" }),
  full,
  calendarDay("2026-12-17", { 3: "17:00" }),
];
const VISIT: ServiceCalendar["bookings"][number] = {
  booking_id: 9,
  visit_date: "2026-12-17",
  shift_type: 1,
  start_time: "08:00",
  service_name: "Companionship Visit",
  loved_one_name: "Sita Devi",
  status: "confirmed",
};

function Harness({
  onSelect,
  onMonthChange,
  canGoForward = true,
}: {
  onSelect: (date: string) => void;
  onMonthChange: (step: -1 | 1) => void;
  canGoForward?: boolean;
}) {
  const [selected, setSelected] = useState("");
  return (
    <MonthCalendar
      month="2026-12"
      days={DAYS}
      bookings={[VISIT]}
      selected={selected}
      today="2026-12-14"
      canGoBack={false}
      canGoForward={canGoForward}
      onMonthChange={onMonthChange}
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
    />
  );
}

function show(canGoForward = true) {
  const onSelect = vi.fn();
  const onMonthChange = vi.fn();
  const view = renderWithApp(
    <Harness onSelect={onSelect} onMonthChange={onMonthChange} canGoForward={canGoForward} />,
  );
  return { ...view, onSelect, onMonthChange, calendar: screen.getByRole("group", { name: "December 2026" }) };
}

describe("MonthCalendar", () => {
  it("heads each column with a weekday short enough for a phone at 150% text, named in full (issue 42)", () => {
    show();
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((h) => h.getAttribute("abbr"))).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    // Two letters on a phone, three from a wider screen, each in its own column (no "MonTue").
    expect(headers[1]?.querySelector(".sm\\:hidden")).toHaveTextContent(/^Mo$/);
    expect(headers[1]?.querySelector(".hidden")).toHaveTextContent(/^Mon$/);
    expect(headers[1]).toHaveClass("overflow-hidden", "break-all");
  });

  it("says each day's state in words, and marks the member's own visit", () => {
    const { calendar } = show();
    const day = (n: number) =>
      within(calendar).getByRole("button", { name: new RegExp(`\\b${n} December 2026:`) });
    expect(day(14)).toHaveAccessibleName(expect.stringMatching(`: closed, ${CLOSED_REASON_LABELS.past}$`));
    expect(day(15)).toHaveAccessibleName(expect.stringMatching(/: open, 2 shifts to choose from$/));
    expect(day(16)).toHaveAccessibleName(expect.stringMatching(/: full, every place is taken$/));
    expect(day(17)).toHaveAccessibleName(
      expect.stringMatching(/: open, 1 shift to choose from, you have a visit booked$/),
    );
    expect(day(14)).toHaveAttribute("aria-current", "date");
    // Days the calendar did not send cannot be booked.
    expect(day(20)).toHaveAccessibleName(expect.stringMatching(/: not available$/));
  });

  it("chooses a day by click, pressing it, and keeps one day in the Tab order", async () => {
    const { user, calendar, onSelect } = show();
    const open = within(calendar).getAllByRole("button", { name: /: open,/ });
    expect(open.map((b) => b.getAttribute("data-date"))).toEqual(["2026-12-15", "2026-12-17"]);
    // Before a choice, the first open day is the one Tab reaches.
    expect(open[0]).toHaveAttribute("tabindex", "0");
    await user.click(open[1] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith("2026-12-17");
    expect(open[1]).toHaveAttribute("aria-pressed", "true");
    expect(open[0]).toHaveAttribute("aria-pressed", "false");
    expect(within(calendar).getAllByRole("button", { pressed: true })).toHaveLength(1);
    expect(calendar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(open[1]).toHaveAttribute("tabindex", "0");
  });

  it("moves between days with the arrow keys and asks for the next month past the last day", async () => {
    const { user, calendar, onMonthChange } = show();
    const fifteenth = within(calendar).getByRole("button", { name: /\b15 December 2026:/ });
    fifteenth.focus();
    await user.keyboard("{ArrowRight}");
    expect(within(calendar).getByRole("button", { name: /\b16 December 2026:/ })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(calendar).getByRole("button", { name: /\b23 December 2026:/ })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(onMonthChange).toHaveBeenCalledWith(1);
  });

  it("offers the next month only while it can be booked; the previous one is closed here", async () => {
    const { user, calendar, onMonthChange } = show();
    expect(within(calendar).getByRole("button", { name: /^Previous month, November 2026/ })).toBeDisabled();
    await user.click(within(calendar).getByRole("button", { name: /^Next month, January 2027/ }));
    expect(onMonthChange).toHaveBeenCalledWith(1);
  });

  it("keeps the next month closed at the end of the booking window", () => {
    const { calendar } = show(false);
    expect(within(calendar).getByRole("button", { name: /^Next month/ })).toBeDisabled();
  });
});
