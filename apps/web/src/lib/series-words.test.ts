import { weekdaysInWords } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { patternInWords } from "./series-words.ts";

describe("a care schedule's pattern in words", () => {
  it("names the days of the week in the week's order", () => {
    expect(weekdaysInWords([5])).toBe("Fridays");
    expect(weekdaysInWords([5, 2])).toBe("Tuesdays and Fridays");
    expect(weekdaysInWords([1, 3, 5])).toBe("Mondays, Wednesdays and Fridays");
    expect(weekdaysInWords([1, 2, 3, 4, 5, 6, 7])).toBe("Every day");
  });

  it("says the shift and the start time", () => {
    const shiftName = (s: number) => (s === 1 ? "Morning (7 AM – 1 PM)" : "?");
    expect(patternInWords({ weekdays: [2, 5], shift_type: 1, start_time: "09:00" }, shiftName)).toBe(
      "Tuesdays and Fridays, Morning (7 AM – 1 PM) from 9:00 AM",
    );
  });
});
