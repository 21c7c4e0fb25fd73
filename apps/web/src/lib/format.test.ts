import { describe, expect, it } from "vitest";
import {
  formatIndiaDateTime,
  formatIndiaDay,
  formatIndiaLongDay,
  formatIndiaTimeFor,
  formatIndiaWeekday,
  formatInr,
  readerTimeBeside,
} from "./format.ts";

describe("formatInr", () => {
  it("uses Indian digit grouping and 2 decimals", () => {
    expect(formatInr(120000)).toBe("₹1,20,000.00");
  });

  it("formats zero", () => {
    expect(formatInr(0)).toBe("₹0.00");
  });

  it("keeps paise", () => {
    expect(formatInr(23600.5)).toBe("₹23,600.50");
  });

  it("groups crores", () => {
    expect(formatInr(12345678.9)).toBe("₹1,23,45,678.90");
  });

  it("writes every amount as the browser's own en-IN rupee format does", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0.004, 0.5, 7, 99.99, 999, 1000, 1180.5, 99999.995, 100000, 2360000, 987654321.12, -1500, -0.001,
    ];
    for (const amount of amounts) expect(formatInr(amount)).toBe(intl.format(amount));
  });
});

describe("formatIndiaDay", () => {
  it("writes calendar dates and instants as the day in India", () => {
    expect(formatIndiaDay("2026-11-23")).toBe("23 Nov 2026");
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(formatIndiaDay("2026-12-31T20:00:00.000Z")).toBe("1 Jan 2027");
  });

  it("leaves anything it cannot read as it is", () => {
    expect(formatIndiaDay("soon")).toBe("soon");
  });
});

describe("formatIndiaWeekday and formatIndiaDateTime", () => {
  it("writes a visit day with its weekday", () => {
    expect(formatIndiaWeekday("2026-12-15")).toBe("Tue, 15 Dec 2026");
    expect(formatIndiaLongDay("2026-12-15")).toBe("Tuesday, 15 December 2026");
    // 20:00 UTC on 31 December is already Friday 1 January in India.
    expect(formatIndiaWeekday("2026-12-31T20:00:00.000Z")).toBe("Fri, 1 Jan 2027");
  });

  it("writes an instant as India's day and time", () => {
    expect(formatIndiaDateTime("2026-11-24T01:30:00.000Z")).toBe("Tue, 24 Nov 2026, 7:00 AM");
    expect(formatIndiaDateTime("2026-11-23T18:30:00.000Z")).toBe("Tue, 24 Nov 2026, 12:00 AM");
    expect(formatIndiaDateTime("2026-11-24T07:00:00.000Z")).toBe("Tue, 24 Nov 2026, 12:30 PM");
    expect(formatIndiaDateTime("2026-11-24T12:45:00.000Z")).toBe("Tue, 24 Nov 2026, 6:15 PM");
  });

  it("leaves anything it cannot read as it is", () => {
    expect(formatIndiaWeekday("soon")).toBe("soon");
    expect(formatIndiaDateTime("soon")).toBe("soon");
  });
});

describe("formatIndiaTimeFor (issue 42)", () => {
  // 5:06 AM Sunday in India is 11:36 PM Saturday in London (GMT in November).
  const at = "2026-11-28T23:36:00Z";

  it("says the time is India's, with the reader's own beside it, and their weekday when it differs", () => {
    expect(formatIndiaTimeFor(at, "Europe/London")).toBe("5:06 AM India time (11:36 PM Sat in London)");
    expect(formatIndiaTimeFor(at, "Europe/London", true)).toBe(
      "Sun, 29 Nov 2026, 5:06 AM India time (11:36 PM Sat in London)",
    );
  });

  it("gives the reader's day only when it is not India's, and names the zone's city", () => {
    expect(readerTimeBeside("2026-11-29T09:00:00Z", "America/New_York")).toBe("4:00 AM in New York");
    expect(readerTimeBeside("2026-07-01T09:00:00Z", "Europe/London")).toBe("10:00 AM in London");
  });

  it("says India time alone to a reader whose clock is India's, or with no zone", () => {
    expect(formatIndiaTimeFor(at, "Asia/Kolkata")).toBe("5:06 AM India time");
    expect(formatIndiaTimeFor(at, "Asia/Calcutta")).toBe("5:06 AM India time");
    expect(formatIndiaTimeFor(at, null)).toBe("5:06 AM India time");
  });
});
