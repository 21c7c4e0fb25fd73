import { type AdminCompanionListRequest, adminCompanionListRequestSchema } from "@eldercare/contracts";
import {
  ADMIN_PAGE_SIZE,
  checkWithContract,
  type FilterField,
  type FilterResult,
  filtersFromUrl,
} from "./filters.ts";

/** A yes/no filter: "" is either. */
export type YesNoAny = "" | "yes" | "no";

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

const yesNo = (v: string): YesNoAny => (v === "yes" || v === "no" ? v : "");

/** The list's starting filters from the page address (q, city_id, active, assignable). */
export function companionFiltersFromUrl(params: URLSearchParams): CompanionFilters {
  const f = filtersFromUrl(NO_COMPANION_FILTERS, params, COMPANION_URL_KEYS);
  return {
    search: f.search,
    cityId: /^[1-9]\d*$/.test(f.cityId) ? f.cityId : "",
    active: yesNo(f.active),
    assignable: yesNo(f.assignable),
  };
}

/** Whether anything is filtered (Clear has something to do). */
export function companionsFiltered(f: CompanionFilters): boolean {
  return (Object.keys(NO_COMPANION_FILTERS) as (keyof CompanionFilters)[]).some(
    (k) => f[k] !== NO_COMPANION_FILTERS[k],
  );
}

const FIELD_OF: Record<string, FilterField> = { search_string: "search" };

/** admin/getallcompanions/ from the controls, checked with the contract (a 2-letter search says so). */
export function companionRequestOf(
  f: CompanionFilters,
  pageIndex: number,
  pageSize = ADMIN_PAGE_SIZE,
): FilterResult<AdminCompanionListRequest> {
  const request: AdminCompanionListRequest = {
    page_index: pageIndex,
    page_size: pageSize,
    search_string: f.search.trim(),
    ...(f.cityId ? { city_id: Number(f.cityId) } : {}),
    ...(f.active ? { is_active: f.active === "yes" } : {}),
    ...(f.assignable ? { assignable: f.assignable === "yes" } : {}),
  };
  return checkWithContract(adminCompanionListRequestSchema, request, (key) => FIELD_OF[key]);
}
