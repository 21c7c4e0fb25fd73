import {
  STAFF_ROLES,
  type StaffListRequest,
  type StaffRole,
  staffListRequestSchema,
} from "@eldercare/contracts";
import {
  ADMIN_PAGE_SIZE,
  checked,
  differsFrom,
  type FilterResult,
  filtersFromUrl,
  searchedPage,
  type YesNoAny,
  yesNoAny,
} from "./filters.ts";

/** The staff list's controls ("" is "any"). */
export interface StaffFilters {
  search: string;
  role: StaffRole | "";
  active: YesNoAny;
}
export const NO_STAFF_FILTERS: StaffFilters = { search: "", role: "", active: "" };

export const STAFF_URL_KEYS = { search: "q", role: "role", active: "active" } as const;

/** The list's starting filters from the page address (q, role, active); an unknown value is "any". */
export function staffFiltersFromUrl(params: URLSearchParams): StaffFilters {
  const f = filtersFromUrl<Record<keyof StaffFilters, string>>(NO_STAFF_FILTERS, params, STAFF_URL_KEYS);
  return {
    search: f.search,
    role: STAFF_ROLES.find((r) => r === f.role) ?? "",
    active: yesNoAny(f.active),
  };
}

/** Whether anything is filtered (Clear has something to do). */
export const staffFiltered = (f: StaffFilters) => differsFrom(NO_STAFF_FILTERS, f);

/** admin/getallstaff/ from the controls, checked with the contract (a 2-letter search says so). */
export function staffRequestOf(
  f: StaffFilters,
  pageIndex: number,
  pageSize = ADMIN_PAGE_SIZE,
): FilterResult<StaffListRequest> {
  const request: StaffListRequest = {
    ...searchedPage(f.search, pageIndex, pageSize),
    ...(f.role ? { role: f.role } : {}),
    ...(f.active ? { is_active: f.active === "yes" } : {}),
  };
  return checked(staffListRequestSchema, request);
}
