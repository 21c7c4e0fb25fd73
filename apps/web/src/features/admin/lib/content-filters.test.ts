import { ADMIN_MESSAGES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import {
  enquiryRequestOf,
  faqRequestOf,
  NEW_QUESTIONS,
  NO_ENQUIRY_FILTERS,
  NO_FAQ_FILTERS,
  questionRequestOf,
} from "./content-filters.ts";

describe("enquiryRequestOf", () => {
  it("leaves out empty filters and trims the search", () => {
    expect(enquiryRequestOf({ ...NO_ENQUIRY_FILTERS, search: "  meera " }, 2)).toEqual({
      ok: true,
      request: { page_index: 2, page_size: 10, search_string: "meera" },
    });
  });

  it("sends every filter set", () => {
    const result = enquiryRequestOf(
      { search: "", status: "new", callbackOn: "2026-11-23", dateFrom: "2026-11-01", dateTo: "2026-11-30" },
      0,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        page_index: 0,
        page_size: 10,
        search_string: "",
        status: "new",
        callback_on: "2026-11-23",
        date_from: "2026-11-01",
        date_to: "2026-11-30",
      },
    });
  });

  it("gives the contract's messages by field", () => {
    const result = enquiryRequestOf(
      { ...NO_ENQUIRY_FILTERS, search: "ab", dateFrom: "2026-12-02", dateTo: "2026-12-01" },
      0,
    );
    expect(result).toEqual({
      ok: false,
      errors: { search_string: ADMIN_MESSAGES.searchTooShort, date_to: ADMIN_MESSAGES.dateRange },
    });
  });
});

describe("faqRequestOf and questionRequestOf", () => {
  it("maps the published choice to is_active", () => {
    expect(faqRequestOf({ ...NO_FAQ_FILTERS, published: "no", category: "General" }, 0)).toEqual({
      ok: true,
      request: { page_index: 0, page_size: 10, search_string: "", category: "General", is_active: false },
    });
    expect(faqRequestOf(NO_FAQ_FILTERS, 1)).toEqual({
      ok: true,
      request: { page_index: 1, page_size: 10, search_string: "" },
    });
  });

  it("opens the questions on the new ones", () => {
    expect(questionRequestOf(NEW_QUESTIONS, 0)).toEqual({
      ok: true,
      request: { page_index: 0, page_size: 10, search_string: "", status: "new" },
    });
    expect(questionRequestOf({ search: "x", status: "" }, 0).ok).toBe(false);
  });
});
