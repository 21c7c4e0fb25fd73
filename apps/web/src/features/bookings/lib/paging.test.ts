import { describe, expect, it } from "vitest";
import { isUpcoming } from "./paging.ts";

describe("isUpcoming", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("is a waiting or confirmed visit that has not started", () => {
    expect(isUpcoming({ status: "requested", starts_at: "2026-11-24T01:30:00Z" }, now)).toBe(true);
    expect(isUpcoming({ status: "confirmed", starts_at: "2026-11-24T01:30:00Z" }, now)).toBe(true);
    expect(isUpcoming({ status: "confirmed", starts_at: "2026-11-23T11:00:00Z" }, now)).toBe(false);
    expect(isUpcoming({ status: "cancelled", starts_at: "2026-11-24T01:30:00Z" }, now)).toBe(false);
  });
});
