import { type AdminCompanionListRequest, adminCompanionListRequestSchema } from "@eldercare/contracts";
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

/** The companion list's controls ("" is "any"); the city is its id as text. */
export interface CompanionFilters {
  search: string;
  cityId: string;
  active: YesNoAny;
  assignable: YesNoAny;
}
export const NO_COMPANION_FILTERS: CompanionFilters = { search: "", cityId: "", active: "", assignable: "" };

export const COMPANION_URL_KEYS = {
  search: "q",
  cityId: "city_id",
  active: "active",
  assignable: "assignable",
} as const;

/** The list's starting filters from the page address (q, city_id, active, assignable). */
export function companionFiltersFromUrl(params: URLSearchParams): CompanionFilters {
  const f = filtersFromUrl(NO_COMPANION_FILTERS, params, COMPANION_URL_KEYS);
  return {
    search: f.search,
    cityId: /^[1-9]\d*$/.test(f.cityId) ? f.cityId : "",
    active: yesNoAny(f.active),
    assignable: yesNoAny(f.assignable),
  };
}

/** Whether anything is filtered (Clear has something to do). */
export const companionsFiltered = (f: CompanionFilters) => differsFrom(NO_COMPANION_FILTERS, f);

/** admin/getallcompanions/ from the controls, checked with the contract (a 2-letter search says so). */
export function companionRequestOf(
  f: CompanionFilters,
  pageIndex: number,
  pageSize = ADMIN_PAGE_SIZE,
): FilterResult<AdminCompanionListRequest> {
  const request: AdminCompanionListRequest = {
    ...searchedPage(f.search, pageIndex, pageSize),
    ...(f.cityId ? { city_id: Number(f.cityId) } : {}),
    ...(f.active ? { is_active: f.active === "yes" } : {}),
    ...(f.assignable ? { assignable: f.assignable === "yes" } : {}),
  };
  return checked(adminCompanionListRequestSchema, request);
}
