import { describe, expect, it } from "vitest";
import { weekdayOf } from "./companions.ts";

describe("weekdayOf", () => {
  it("names the ISO weekday of every date from 1990 to 2099 as the calendar does", () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2100, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const day = new Date(t).getUTCDay();
      if (weekdayOf(date) !== (day === 0 ? 7 : day)) wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });

  it("gives Monday 1 and Sunday 7 around a leap day", () => {
    expect(weekdayOf("2028-02-28")).toBe(1);
    expect(weekdayOf("2028-02-29")).toBe(2);
    expect(weekdayOf("2028-03-05")).toBe(7);
  });
});
