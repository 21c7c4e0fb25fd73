import {
  type AdminEnquiryListRequest,
  type AdminFaqListRequest,
  type AdminQuestionListRequest,
  adminEnquiryListRequestSchema,
  adminFaqListRequestSchema,
  adminQuestionListRequestSchema,
  type EnquiryStatus,
  type QuestionStatus,
} from "@eldercare/contracts";
import type { z } from "zod";
import { ADMIN_PAGE_SIZE, checkWithContract } from "./filters.ts";

/** The enquiry filters' values ("" is "any"). */
export interface EnquiryFilters {
  search: string;
  status: EnquiryStatus | "";
  callbackOn: string;
  dateFrom: string;
  dateTo: string;
}
export const NO_ENQUIRY_FILTERS: EnquiryFilters = {
  search: "",
  status: "",
  callbackOn: "",
  dateFrom: "",
  dateTo: "",
};

export interface FaqFilters {
  search: string;
  category: string;
  /** "yes" published, "no" hidden, "" either. */
  published: "" | "yes" | "no";
}
export const NO_FAQ_FILTERS: FaqFilters = { search: "", category: "", published: "" };

export interface QuestionFilters {
  search: string;
  status: QuestionStatus | "";
}
/** The questions list opens on the ones waiting for the team. */
export const NEW_QUESTIONS: QuestionFilters = { search: "", status: "new" };

/** Messages by the request field they belong to (search_string, status, callback_on…). */
export type FieldErrors = Partial<Record<string, string>>;
export type Checked<R> = { ok: true; request: R } | { ok: false; errors: FieldErrors };

/** The request checked with the contract's schema; messages stay under their request field. */
const checked = <R>(schema: z.ZodType, request: R): Checked<R> =>
  checkWithContract(schema, request, (key) => key);

const paging = (pageIndex: number, search: string) => ({
  page_index: pageIndex,
  page_size: ADMIN_PAGE_SIZE,
  search_string: search.trim(),
});

/** admin/getallenquiry/ (and the CSV export) from the filters; empty ones left out. */
export function enquiryRequestOf(f: EnquiryFilters, pageIndex: number): Checked<AdminEnquiryListRequest> {
  return checked(adminEnquiryListRequestSchema, {
    ...paging(pageIndex, f.search),
    ...(f.status ? { status: f.status } : {}),
    ...(f.callbackOn ? { callback_on: f.callbackOn } : {}),
    ...(f.dateFrom ? { date_from: f.dateFrom } : {}),
    ...(f.dateTo ? { date_to: f.dateTo } : {}),
  });
}

export function faqRequestOf(f: FaqFilters, pageIndex: number): Checked<AdminFaqListRequest> {
  return checked(adminFaqListRequestSchema, {
    ...paging(pageIndex, f.search),
    ...(f.category ? { category: f.category } : {}),
    ...(f.published ? { is_active: f.published === "yes" } : {}),
  });
}

export function questionRequestOf(f: QuestionFilters, pageIndex: number): Checked<AdminQuestionListRequest> {
  return checked(adminQuestionListRequestSchema, {
    ...paging(pageIndex, f.search),
    ...(f.status ? { status: f.status } : {}),
  });
}
