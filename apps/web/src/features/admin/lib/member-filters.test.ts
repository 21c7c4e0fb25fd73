import { ADMIN_MESSAGES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import {
  memberFiltersFromUrl,
  memberRequestOf,
  membersFiltered,
  NO_MEMBER_FILTERS,
} from "./member-filters.ts";

describe("memberRequestOf (filters → admin/getallmembers/)", () => {
  it("asks for the first 10, newest first, with nothing filtered", () => {
    expect(memberRequestOf(NO_MEMBER_FILTERS, 0)).toEqual({
      ok: true,
      request: { page_index: 0, page_size: 10, search_string: "", sort: "joined_desc" },
    });
    expect(membersFiltered(NO_MEMBER_FILTERS)).toBe(false);
  });

  it("trims the search and sends only the dates that are set", () => {
    const filters = {
      search: " Meher ",
      sort: "joined_asc" as const,
      joinedFrom: "2025-03-01",
      joinedTo: "",
    };
    expect(memberRequestOf(filters, 3)).toEqual({
      ok: true,
      request: {
        page_index: 3,
        page_size: 10,
        search_string: "Meher",
        sort: "joined_asc",
        joined_from: "2025-03-01",
      },
    });
    expect(membersFiltered(filters)).toBe(true);
    expect(membersFiltered({ ...NO_MEMBER_FILTERS, sort: "joined_asc" })).toBe(true);
  });

  it("gives the contract's messages for a short search and a reversed range", () => {
    expect(memberRequestOf({ ...NO_MEMBER_FILTERS, search: " ab " }, 0)).toEqual({
      ok: false,
      errors: { search: ADMIN_MESSAGES.searchTooShort },
    });
    expect(
      memberRequestOf({ ...NO_MEMBER_FILTERS, joinedFrom: "2026-12-20", joinedTo: "2026-12-01" }, 0),
    ).toEqual({ ok: false, errors: { dateTo: ADMIN_MESSAGES.dateRange } });
  });
});

describe("memberFiltersFromUrl", () => {
  it("starts from the address's filters (the dashboard's links)", () => {
    expect(memberFiltersFromUrl(new URLSearchParams("joined_from=2026-11-25"))).toEqual({
      ...NO_MEMBER_FILTERS,
      joinedFrom: "2026-11-25",
    });
    expect(memberFiltersFromUrl(new URLSearchParams("q=meher&sort=joined_asc&joined_to=2026-12-01"))).toEqual(
      { search: "meher", sort: "joined_asc", joinedFrom: "", joinedTo: "2026-12-01" },
    );
  });

  it("keeps the default order for an unknown one", () => {
    expect(memberFiltersFromUrl(new URLSearchParams("sort=name"))).toEqual(NO_MEMBER_FILTERS);
  });
});
