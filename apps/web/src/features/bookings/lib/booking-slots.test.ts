import { describe, expect, it } from "vitest";
import { calendarDay } from "../../../test/booking-fixture.ts";
import { firstBookableSlot, firstSlotOfDay, isSlotBookable, startTimesFrom } from "./booking-slots.ts";

describe("firstBookableSlot (the form's default date and time)", () => {
  it("skips past, too-soon and closed days and takes the first moment that can still be booked", () => {
    const days = [
      calendarDay("2026-11-23", {}, "past"),
      calendarDay("2026-11-24", { 2: "15:30", 3: "17:00" }),
      calendarDay("2026-11-25", { 1: "07:00", 2: "13:00" }),
    ];
    expect(firstBookableSlot(days)).toEqual({ visit_date: "2026-11-24", shift_type: 2, start_time: "15:30" });
  });

  it("orders shifts by when they start, not by their number", () => {
    // A night shift's 01:00 start is the next calendar day's small hours: after that day's evening.
    expect(firstSlotOfDay(calendarDay("2026-11-24", { 3: "20:00", 4: "01:00" }))?.shift_type).toBe(3);
    expect(firstSlotOfDay(calendarDay("2026-11-24", { 2: "13:00", 1: "07:00" }))?.shift_type).toBe(1);
  });

  it("defaults a visit to a regular shift, the full-day shift only when no other is open", () => {
    // Full day is bookable from 06:30, before the morning shift at 07:00, yet a visit of a few hours
    // defaults to the morning.
    expect(firstSlotOfDay(calendarDay("2026-11-24", { 1: "07:00", 5: "06:30" }))).toEqual({
      visit_date: "2026-11-24",
      shift_type: 1,
      start_time: "07:00",
    });
    expect(firstSlotOfDay(calendarDay("2026-11-24", { 5: "06:30" }))?.shift_type).toBe(5);
  });

  it("prefers the lower shift when two start at the same moment", () => {
    expect(firstSlotOfDay(calendarDay("2026-11-24", { 3: "22:00", 4: "22:00" }))?.shift_type).toBe(3);
  });

  it("gives nothing when nothing in the month is open", () => {
    expect(firstBookableSlot([calendarDay("2026-11-29", {}, "allowance")])).toBeNull();
    expect(firstBookableSlot([])).toBeNull();
  });

  it("never offers a full shift", () => {
    const day = calendarDay("2026-11-24", { 1: "07:00", 2: "13:00" });
    day.shifts[0] = { shift_type: 1, state: "full", reason: null, places_left: 0, first_start: null };
    expect(firstBookableSlot([day])?.shift_type).toBe(2);
  });
});

describe("startTimesFrom", () => {
  it("offers the shift's half-hours from the first bookable start until an hour before it ends", () => {
    expect(startTimesFrom(1, "07:00")).toEqual([
      "07:00",
      "07:30",
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
    expect(startTimesFrom(1, "11:00")).toEqual(["11:00", "11:30", "12:00"]);
  });

  it("runs a night shift past midnight in order", () => {
    const night = startTimesFrom(4, "23:30");
    expect(night[0]).toBe("23:30");
    expect(night[1]).toBe("00:00");
    expect(night.at(-1)).toBe("06:00");
  });

  it("offers nothing for a shift with no bookable start", () => {
    expect(startTimesFrom(2, null)).toEqual([]);
    expect(startTimesFrom(2, "07:00")).toEqual([]);
  });
});

describe("isSlotBookable", () => {
  const days = [calendarDay("2026-11-24", { 1: "09:00" })];
  it("accepts an open shift's start from its first bookable one", () => {
    expect(isSlotBookable(days, { visit_date: "2026-11-24", shift_type: 1, start_time: "09:00" })).toBe(true);
    expect(isSlotBookable(days, { visit_date: "2026-11-24", shift_type: 1, start_time: "12:00" })).toBe(true);
  });

  it("refuses a start before it, a closed shift, another day and an unknown shift", () => {
    expect(isSlotBookable(days, { visit_date: "2026-11-24", shift_type: 1, start_time: "08:30" })).toBe(
      false,
    );
    expect(isSlotBookable(days, { visit_date: "2026-11-24", shift_type: 2, start_time: "13:00" })).toBe(
      false,
    );
    expect(isSlotBookable(days, { visit_date: "2026-11-25", shift_type: 1, start_time: "09:00" })).toBe(
      false,
    );
    expect(isSlotBookable(days, { visit_date: "2026-11-24", shift_type: 9, start_time: "09:00" })).toBe(
      false,
    );
  });
});
