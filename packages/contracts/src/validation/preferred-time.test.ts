import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERRED_TIME } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { issuesOf } from "../test-helpers.ts";
import { type Meridiem, preferredTimeSchema, to24Hour, toPreferredTime } from "./preferred-time.ts";

const HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe("to24Hour", () => {
  it.each([
    [12, "AM", 0],
    [1, "AM", 1],
    [11, "AM", 11],
    [12, "PM", 12],
    [1, "PM", 13],
    [11, "PM", 23],
  ] as const)("%i %s → %i", (hour, meridiem, expected) => {
    expect(to24Hour(hour, meridiem)).toBe(expected);
  });

  it.each([0, 13, -1, 1.5, Number.NaN])("throws for hour %j", (hour) => {
    expect(() => to24Hour(hour, "AM")).toThrow(RangeError);
    expect(() => to24Hour(hour, "PM")).toThrow(M.preferredTimeInvalid);
  });

  it("maps the 24 choices onto the 24 hours of the day", () => {
    const all = (["AM", "PM"] as Meridiem[]).flatMap((m) => HOURS.map((h) => to24Hour(h, m)));
    expect([...all].sort((a, b) => a - b)).toEqual([...Array(24).keys()]);
  });
});

describe("toPreferredTime", () => {
  it.each([
    [9, "AM", "09:00:00"],
    [12, "AM", "00:00:00"],
    [12, "PM", "12:00:00"],
    [9, "PM", "21:00:00"],
    [11, "PM", "23:00:00"],
  ] as const)("%i %s → %j", (hour, meridiem, expected) => {
    expect(toPreferredTime(hour, meridiem)).toBe(expected);
  });

  it("gives 09:00:00 for the default 9 AM", () => {
    expect(toPreferredTime(DEFAULT_PREFERRED_TIME.hour, DEFAULT_PREFERRED_TIME.meridiem)).toBe("09:00:00");
  });

  it.each(["AM", "PM"] as const)("every %s choice passes preferredTimeSchema", (meridiem) => {
    for (const hour of HOURS)
      expect(issuesOf(preferredTimeSchema, toPreferredTime(hour, meridiem))).toEqual([]);
  });
});

describe("preferredTimeSchema", () => {
  it.each([
    "9:00:00",
    "24:00:00",
    "09:30:00",
    "09:00:30",
    "09:00",
    "9 AM",
    "",
    " 09:00:00",
    9,
    null,
    undefined,
  ])("rejects %j", (value) => {
    expect(issuesOf(preferredTimeSchema, value)).toEqual([{ path: "", message: M.preferredTimeInvalid }]);
  });

  it.each(["00:00:00", "09:00:00", "12:00:00", "21:00:00", "23:00:00"])("accepts %j", (value) => {
    expect(issuesOf(preferredTimeSchema, value)).toEqual([]);
  });
});
