import {
  type AdminMemberListRequest,
  adminMemberListRequestSchema,
  MEMBER_SORTS,
  type MemberSort,
} from "@eldercare/contracts";
import { ADMIN_PAGE_SIZE, type FilterErrors, type FilterField, type FilterResult } from "./filters.ts";

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
  const sort = params.get("sort");
  return {
    search: params.get("q") ?? NO_MEMBER_FILTERS.search,
    sort: MEMBER_SORTS.find((s) => s === sort) ?? NO_MEMBER_FILTERS.sort,
    joinedFrom: params.get("joined_from") ?? NO_MEMBER_FILTERS.joinedFrom,
    joinedTo: params.get("joined_to") ?? NO_MEMBER_FILTERS.joinedTo,
  };
}

/** Whether anything differs from the unfiltered list (Clear has something to do). */
export function membersFiltered(f: MemberFilters): boolean {
  return (Object.keys(NO_MEMBER_FILTERS) as (keyof MemberFilters)[]).some(
    (k) => f[k] !== NO_MEMBER_FILTERS[k],
  );
}

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
  const result = adminMemberListRequestSchema.safeParse(request);
  if (result.success) return { ok: true, request };
  const errors: FilterErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
