import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "./admin-bookings.ts";
import {
  ADMIN_MEMBER_TEXT,
  adminMemberListRequestSchema,
  adminMemberRequestSchema,
  familyActivityLabel,
} from "./admin-members.ts";
import { API, type RouteContract } from "./routes.ts";
import { issuesOf } from "./test-helpers.ts";

describe("adminMemberListRequestSchema", () => {
  it("lists newest first by default", () => {
    expect(adminMemberListRequestSchema.parse({})).toEqual({
      page_index: 0,
      page_size: 10,
      search_string: "",
      sort: "joined_desc",
    });
  });

  it.each([
    [{ search_string: "ab" }, "search_string", ADMIN_MESSAGES.searchTooShort],
    [{ sort: "name" }, "sort", "sort must be one of: joined_desc, joined_asc"],
    [{ joined_from: "2026-12-02", joined_to: "2026-12-01" }, "joined_to", ADMIN_MESSAGES.dateRange],
    [{ joined_from: "2026-02-30" }, "joined_from", "Date must be YYYY-MM-DD"],
  ])("rejects case %#", (body, path, message) => {
    expect(issuesOf(adminMemberListRequestSchema, body)).toEqual([{ path, message }]);
  });

  it("takes a member_id, never a user_id", () => {
    expect(issuesOf(adminMemberRequestSchema, { member_id: 4 })).toEqual([]);
    expect(issuesOf(adminMemberRequestSchema, { user_id: 4 }).map((i) => i.path)).toContain("member_id");
  });
});

describe("ADMIN_MEMBER_TEXT.bookingsShown", () => {
  it("says when only the latest are shown", () => {
    expect(ADMIN_MEMBER_TEXT.bookingsShown(50, 72)).toBe("The latest 50 of 72 bookings.");
    expect(ADMIN_MEMBER_TEXT.bookingsShown(3, 3)).toBe("3 bookings.");
  });
});

describe("familyActivityLabel", () => {
  it("names every change a circle member may make, in short words", () => {
    const recorded = Object.values(API as Record<string, RouteContract>).filter(
      (r) => r.auth === "member" && r.family === "manager",
    );
    expect(recorded.length).toBeGreaterThan(0);
    for (const route of recorded) expect(familyActivityLabel(route.path), route.path).not.toBe(route.path);
    expect(familyActivityLabel("users/servicebooking/")).toBe("Booked a visit");
  });

  it("shows a call without a label as its path", () => {
    expect(familyActivityLabel("users/somethingnew/")).toBe("users/somethingnew/");
    expect(familyActivityLabel("constructor")).toBe("constructor");
  });
});
