import {
  type AdminBookingListRequest,
  AUDIT_TARGETS,
  type AuditTarget,
  adminBookingListRequestSchema,
  adminRescheduleListRequestSchema,
  auditListRequestSchema,
  BOOKING_SORTS,
  type BookingSort,
  type BookingStatus,
  type RescheduleStatus,
} from "@eldercare/contracts";
import type { z } from "zod";

/** Spec: the admin lists show 10 a page. */
export const ADMIN_PAGE_SIZE = 10;
/** Every admin list's first request: the first page, nothing filtered. */
export const FIRST_PAGE = { page_index: 0, page_size: ADMIN_PAGE_SIZE, search_string: "" } as const;

/** A yes/no filter: "" is either. */
export type YesNoAny = "" | "yes" | "no";

/** A yes/no filter from the page address: anything but yes or no is either. */
export const yesNoAny = (v: string): YesNoAny => (v === "yes" || v === "no" ? v : "");

/** Whether any control differs from the unfiltered list's (Clear has something to do). */
export function differsFrom<F extends object>(none: F, f: F): boolean {
  return (Object.keys(none) as (keyof F)[]).some((k) => f[k] !== none[k]);
}

/** The filter controls' values ("" is "any"). */
export interface BookingFilters {
  search: string;
  status: BookingStatus | "";
  dateFrom: string;
  dateTo: string;
  /** The list's order (not a filter: Clear leaves it). */
  sort: BookingSort;
}
export const NO_BOOKING_FILTERS: BookingFilters = {
  search: "",
  status: "",
  dateFrom: "",
  dateTo: "",
  sort: "next",
};

export interface RescheduleFilters {
  search: string;
  status: RescheduleStatus | "";
}
export const NO_RESCHEDULE_FILTERS: RescheduleFilters = { search: "", status: "" };

export interface AuditFilters {
  targetType: AuditTarget | "";
  dateFrom: string;
  dateTo: string;
}
export const NO_AUDIT_FILTERS: AuditFilters = { targetType: "", dateFrom: "", dateTo: "" };

/**
 * Filters a link opened a list with (`?status=requested&date_from=…`): the dashboard's figures link to
 * the lists they count. `keys` names the query parameter of each filter; unknown parameters are ignored
 * and a wrong value shows as that control's message, as if typed.
 */
export function filtersFromUrl<F extends { [K in keyof F]: string }>(
  defaults: F,
  params: URLSearchParams,
  keys: Partial<Record<keyof F, string>>,
): F {
  const filters = { ...defaults };
  for (const field of Object.keys(keys) as (keyof F)[]) {
    const value = params.get(keys[field] ?? "");
    if (value !== null) filters[field] = value as F[keyof F];
  }
  return filters;
}

/** URL parameters of the booking and reschedule lists' filters. */
export const BOOKING_URL_KEYS = {
  status: "status",
  dateFrom: "date_from",
  dateTo: "date_to",
  search: "q",
  sort: "sort",
} as const;

/** The booking list's starting filters from the page address; an unknown order is the default one. */
export function bookingFiltersFromUrl(params: URLSearchParams): BookingFilters {
  const f = filtersFromUrl(NO_BOOKING_FILTERS, params, BOOKING_URL_KEYS);
  return { ...f, sort: BOOKING_SORTS.find((s) => s === f.sort) ?? NO_BOOKING_FILTERS.sort };
}

/** Whether the list is filtered (Clear has something to do); the order is a choice, not a filter. */
export const bookingsFiltered = (f: BookingFilters) =>
  f.search !== "" || f.status !== "" || f.dateFrom !== "" || f.dateTo !== "";
export const RESCHEDULE_URL_KEYS = { status: "status", search: "q" } as const;
export const MEMBER_URL_KEYS = {
  search: "q",
  sort: "sort",
  joinedFrom: "joined_from",
  joinedTo: "joined_to",
} as const;
export const ENQUIRY_URL_KEYS = {
  search: "q",
  status: "status",
  callbackOn: "callback_on",
  dateFrom: "date_from",
  dateTo: "date_to",
} as const;

/** The control a message belongs to. */
export type FilterField = "search" | "status" | "dateFrom" | "dateTo" | "targetType";
export type FilterErrors = Partial<Record<FilterField, string>>;

/** A request the server will take, or the contract's messages for the controls that break its rules. */
export type FilterResult<R> = { ok: true; request: R } | { ok: false; errors: FilterErrors };

const FIELD_OF: Record<string, FilterField> = {
  search_string: "search",
  status: "status",
  date_from: "dateFrom",
  date_to: "dateTo",
  target_type: "targetType",
};

/**
 * Checks a request with the contract's schema, so the filters speak the server's rules in its words: each
 * broken rule's first message, under the control `fieldOf` names for its request field (none: not shown).
 */
export function checkWithContract<R, K extends string>(
  schema: z.ZodType,
  request: R,
  fieldOf: (requestField: string) => K | undefined,
): { ok: true; request: R } | { ok: false; errors: Partial<Record<K, string>> } {
  const result = schema.safeParse(request);
  if (result.success) return { ok: true, request };
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A list's request checked with the contract, each message under the filter control of its field. */
export const checked = <R>(schema: z.ZodType, request: R): FilterResult<R> =>
  checkWithContract(schema, request, (key) => FIELD_OF[key]);

/** A searched list's page and its search, trimmed: the start of its request. */
export const searchedPage = (search: string, pageIndex: number, pageSize: number) => ({
  page_index: pageIndex,
  page_size: pageSize,
  search_string: search.trim(),
});

/** admin/getallservicebooking/ from the filters: the search trimmed, empty filters left out. */
export function bookingRequestOf(
  f: BookingFilters,
  pageIndex: number,
  pageSize = ADMIN_PAGE_SIZE,
): FilterResult<AdminBookingListRequest> {
  return checked(adminBookingListRequestSchema, {
    page_index: pageIndex,
    page_size: pageSize,
    search_string: f.search.trim(),
    ...(f.status ? { status: f.status } : {}),
    ...(f.dateFrom ? { date_from: f.dateFrom } : {}),
    ...(f.dateTo ? { date_to: f.dateTo } : {}),
    sort: f.sort,
  });
}

export type RescheduleListRequest = z.input<typeof adminRescheduleListRequestSchema>;

/** admin/getallreschedule/ from the filters. */
export function rescheduleRequestOf(
  f: RescheduleFilters,
  pageIndex: number,
  pageSize = ADMIN_PAGE_SIZE,
): FilterResult<RescheduleListRequest> {
  return checked(adminRescheduleListRequestSchema, {
    page_index: pageIndex,
    page_size: pageSize,
    search_string: f.search.trim(),
    ...(f.status ? { status: f.status } : {}),
  });
}

export type AuditListRequest = z.input<typeof auditListRequestSchema>;

/** admin/getauditlog/ from the filters. */
export function auditRequestOf(
  f: AuditFilters,
  pageIndex: number,
  pageSize = ADMIN_PAGE_SIZE,
): FilterResult<AuditListRequest> {
  return checked(auditListRequestSchema, {
    page_index: pageIndex,
    page_size: pageSize,
    ...(f.targetType ? { target_type: f.targetType } : {}),
    ...(f.dateFrom ? { date_from: f.dateFrom } : {}),
    ...(f.dateTo ? { date_to: f.dateTo } : {}),
  });
}

export const AUDIT_TARGET_LABELS: Record<AuditTarget, string> = {
  booking: "Service booking",
  reschedule_request: "Reschedule request",
  plan_cancellation: "Plan cancellation",
  faq: "FAQ",
  enquiry: "Enquiry",
  question: "Question",
  export: "Data export",
  companion: "Companion",
  payment: "Payment",
  incident: "Incident",
  staff: "Staff member",
  holiday: "Holiday",
  loved_one: "Loved one",
};
export { AUDIT_TARGETS };
