import {
  type AdminMemberListRequest,
  adminMemberListRequestSchema,
  MEMBER_SORTS,
  type MemberSort,
} from "@eldercare/contracts";
import {
  ADMIN_PAGE_SIZE,
  checkWithContract,
  differsFrom,
  type FilterField,
  type FilterResult,
  filtersFromUrl,
  MEMBER_URL_KEYS,
} from "./filters.ts";

/** The member list's controls ("" is "any"). */
export interface MemberFilters {
  search: string;
  sort: MemberSort;
  joinedFrom: string;
  joinedTo: string;
}
export const NO_MEMBER_FILTERS: MemberFilters = {
  search: "",
  sort: "joined_desc",
  joinedFrom: "",
  joinedTo: "",
};

/**
 * The list's starting filters from the page address (the dashboard links here with joined_from): q,
 * sort, joined_from and joined_to; anything unknown is left at its default.
 */
export function memberFiltersFromUrl(params: URLSearchParams): MemberFilters {
  const f = filtersFromUrl(NO_MEMBER_FILTERS, params, MEMBER_URL_KEYS);
  return { ...f, sort: MEMBER_SORTS.find((s) => s === f.sort) ?? NO_MEMBER_FILTERS.sort };
}

/** Whether anything differs from the unfiltered list (Clear has something to do). */
export const membersFiltered = (f: MemberFilters) => differsFrom(NO_MEMBER_FILTERS, f);

const FIELD_OF: Record<string, FilterField> = {
  search_string: "search",
  joined_from: "dateFrom",
  joined_to: "dateTo",
};

/**
 * admin/getallmembers/ (and the export) from the controls, checked with the contract's schema so a short
 * search or a reversed date range shows the server's own message beside its control.
 */
export function memberRequestOf(
  f: MemberFilters,
  pageIndex: number,
  pageSize = ADMIN_PAGE_SIZE,
): FilterResult<AdminMemberListRequest> {
  const request: AdminMemberListRequest = {
    page_index: pageIndex,
    page_size: pageSize,
    search_string: f.search.trim(),
    sort: f.sort,
    ...(f.joinedFrom ? { joined_from: f.joinedFrom } : {}),
    ...(f.joinedTo ? { joined_to: f.joinedTo } : {}),
  };
  return checkWithContract(adminMemberListRequestSchema, request, (key) => FIELD_OF[key]);
}
