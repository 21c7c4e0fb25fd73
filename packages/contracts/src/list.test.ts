import { describe, expect, it } from "vitest";
import { adminListRequestSchema } from "./admin.ts";
import { adminBookingListRequestSchema } from "./admin-bookings.ts";
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from "./constants.ts";
import { isoDateSchema, listRequestSchema, listResponseSchema } from "./list.ts";
import { issuesOf, parsed } from "./test-helpers.ts";

describe.each([
  ["listRequestSchema", listRequestSchema],
  ["adminListRequestSchema", adminListRequestSchema],
  ["adminBookingListRequestSchema", adminBookingListRequestSchema],
])("%s paging", (_name, schema) => {
  it("defaults page_index 0, page_size 10, search_string empty", () => {
    expect([LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX]).toEqual([10, 100]);
    expect(parsed(schema, {})).toMatchObject({ page_index: 0, page_size: 10, search_string: "" });
  });

  it.each([
    { page_index: 0, page_size: 1 },
    { page_index: 3, page_size: 100 },
    { search_string: "x".repeat(100) },
  ])("accepts %j", (input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it.each([
    [{ page_index: -1 }, "page_index", "page_index must be 0 or more"],
    [{ page_size: 101 }, "page_size", "page_size cannot exceed 100"],
    [{ page_size: 0 }, "page_size", "page_size must be at least 1"],
    [
      { search_string: ` ${"x".repeat(101)} ` },
      "search_string",
      "search_string cannot exceed 100 characters",
    ],
  ])("rejects case %#", (input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([{ path, message }]);
  });

  it("trims the search string", () => {
    expect(parsed(schema, { search_string: "  ravi " }).search_string).toBe("ravi");
  });

  it.each([{ page_index: 1.5 }, { page_size: "10" }, { sort: "name" }])("rejects %j", (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe("adminBookingListRequestSchema", () => {
  it.each([
    ["requested", true],
    ["cancelled", true],
    ["pending", false],
  ])("status %j → valid %s", (status, valid) => {
    expect(adminBookingListRequestSchema.safeParse({ status }).success).toBe(valid);
  });
});

describe("listResponseSchema", () => {
  it("wraps items with paging counts", () => {
    const schema = listResponseSchema(isoDateSchema);
    const page = { items: ["2025-09-15"], total_count: 1, page_index: 0, page_size: 10 };
    expect(schema.safeParse(page).success).toBe(true);
    expect(schema.safeParse({ ...page, items: ["15/09/2025"] }).success).toBe(false);
    expect(schema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe("isoDateSchema", () => {
  it.each(["2025-02-30", "2025-13-01", "2025-00-10", "2025-1-1"])(
    "rejects %j as not a calendar date",
    (value) => {
      expect(isoDateSchema.safeParse(value).error?.issues[0]?.message).toBe("Date must be YYYY-MM-DD");
    },
  );
  it.each(["2024-02-29", "2025-12-31"])("accepts %j", (value) => {
    expect(isoDateSchema.safeParse(value).success).toBe(true);
  });
});
