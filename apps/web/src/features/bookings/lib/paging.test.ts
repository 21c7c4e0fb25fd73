import { describe, expect, it } from "vitest";
import { isUpcoming, pageRangeText } from "./paging.ts";

describe("pageRangeText", () => {
  it("says which items the page shows", () => {
    expect(pageRangeText(0, 10, 23)).toBe("Showing 1–10 of 23");
    expect(pageRangeText(2, 10, 23)).toBe("Showing 21–23 of 23");
    expect(pageRangeText(0, 10, 4)).toBe("Showing 1–4 of 4");
    expect(pageRangeText(0, 10, 0)).toBe("Showing 0 of 0");
  });
});

describe("isUpcoming", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("is a waiting or confirmed visit that has not started", () => {
    expect(isUpcoming({ status: "requested", starts_at: "2026-11-24T01:30:00Z" }, now)).toBe(true);
    expect(isUpcoming({ status: "confirmed", starts_at: "2026-11-24T01:30:00Z" }, now)).toBe(true);
    expect(isUpcoming({ status: "confirmed", starts_at: "2026-11-23T11:00:00Z" }, now)).toBe(false);
    expect(isUpcoming({ status: "cancelled", starts_at: "2026-11-24T01:30:00Z" }, now)).toBe(false);
  });
});
