import { ADMIN_MESSAGES, adminBookingListRequestSchema, auditListRequestSchema } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { NO_ENQUIRY_FILTERS } from "./content-filters.ts";
import {
  auditRequestOf,
  BOOKING_URL_KEYS,
  bookingFiltersFromUrl,
  bookingRequestOf,
  ENQUIRY_URL_KEYS,
  filtersFromUrl,
  NO_AUDIT_FILTERS,
  NO_BOOKING_FILTERS,
  NO_RESCHEDULE_FILTERS,
  rescheduleRequestOf,
} from "./filters.ts";

describe("bookingRequestOf (filters → admin/getallservicebooking/)", () => {
  it("asks for the first 10 with nothing filtered", () => {
    expect(bookingRequestOf(NO_BOOKING_FILTERS, 0)).toEqual({
      ok: true,
      request: { page_index: 0, page_size: 10, search_string: "", sort: "next" },
    });
  });

  it("trims the search and sends only the filters that are set", () => {
    const result = bookingRequestOf(
      { search: "  Sita ", status: "requested", dateFrom: "2026-12-01", dateTo: "", sort: "latest" },
      2,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        page_index: 2,
        page_size: 10,
        search_string: "Sita",
        status: "requested",
        date_from: "2026-12-01",
        sort: "latest",
      },
    });
    if (result.ok) expect(adminBookingListRequestSchema.safeParse(result.request).success).toBe(true);
  });

  it("a search of 1 or 2 characters is refused in the contract's words, on the search box", () => {
    expect(bookingRequestOf({ ...NO_BOOKING_FILTERS, search: " ab " }, 0)).toEqual({
      ok: false,
      errors: { search: ADMIN_MESSAGES.searchTooShort },
    });
    expect(bookingRequestOf({ ...NO_BOOKING_FILTERS, search: "abc" }, 0).ok).toBe(true);
  });

  it("a start date after the end date is refused on the end date", () => {
    expect(
      bookingRequestOf({ ...NO_BOOKING_FILTERS, dateFrom: "2026-12-10", dateTo: "2026-12-01" }, 0),
    ).toEqual({ ok: false, errors: { dateTo: ADMIN_MESSAGES.dateRange } });
  });
});

describe("rescheduleRequestOf", () => {
  it("sends the status when one is chosen and keeps the search rule", () => {
    expect(rescheduleRequestOf({ ...NO_RESCHEDULE_FILTERS, status: "open" }, 1)).toEqual({
      ok: true,
      request: { page_index: 1, page_size: 10, search_string: "", status: "open" },
    });
    expect(rescheduleRequestOf({ search: "x", status: "" }, 0).ok).toBe(false);
  });
});

describe("auditRequestOf", () => {
  it("has no search, and sends target type and dates", () => {
    const result = auditRequestOf({ targetType: "booking", dateFrom: "2026-11-01", dateTo: "2026-11-30" }, 0);
    expect(result).toEqual({
      ok: true,
      request: {
        page_index: 0,
        page_size: 10,
        target_type: "booking",
        date_from: "2026-11-01",
        date_to: "2026-11-30",
      },
    });
    if (result.ok) expect(auditListRequestSchema.safeParse(result.request).success).toBe(true);
    expect(auditRequestOf(NO_AUDIT_FILTERS, 0)).toEqual({
      ok: true,
      request: { page_index: 0, page_size: 10 },
    });
  });
});

describe("filtersFromUrl", () => {
  it("opens a list with the filters its link names, ignoring others", () => {
    const params = new URLSearchParams("status=requested&date_from=2026-12-01&page=9&q=asha");
    expect(filtersFromUrl(NO_BOOKING_FILTERS, params, BOOKING_URL_KEYS)).toEqual({
      search: "asha",
      status: "requested",
      dateFrom: "2026-12-01",
      dateTo: "",
      sort: "next",
    });
    expect(filtersFromUrl(NO_BOOKING_FILTERS, new URLSearchParams(), BOOKING_URL_KEYS)).toEqual(
      NO_BOOKING_FILTERS,
    );
  });

  it("opens the bookings in the order the link names, or the next visits first for an unknown one", () => {
    expect(bookingFiltersFromUrl(new URLSearchParams("sort=earliest")).sort).toBe("earliest");
    expect(bookingFiltersFromUrl(new URLSearchParams("sort=upside-down")).sort).toBe("next");
  });

  it("lets a wrong value reach the checks, which name it", () => {
    const filters = filtersFromUrl(NO_BOOKING_FILTERS, new URLSearchParams("status=lost"), BOOKING_URL_KEYS);
    const result = bookingRequestOf(filters, 0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.status).toMatch(/status must be one of/);
  });
});

describe("the dashboard's links open the enquiries filtered", () => {
  it("reads the callback day and status", () => {
    const params = new URLSearchParams("status=new&callback_on=2026-12-01");
    expect(filtersFromUrl(NO_ENQUIRY_FILTERS, params, ENQUIRY_URL_KEYS)).toEqual({
      ...NO_ENQUIRY_FILTERS,
      status: "new",
      callbackOn: "2026-12-01",
    });
  });
});
