import { z } from "zod";
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from "./constants.ts";
import { PG_INT_MAX, plainText } from "./validation/fields.ts";

/** Paging of every list call: page_index from 0, page_size 1–100 (default 10), optional search. */
export const listRequestShape = {
  page_index: z.number().int().min(0, "page_index must be 0 or more").max(PG_INT_MAX).default(0),
  page_size: z
    .number()
    .int()
    .min(1, "page_size must be at least 1")
    .max(LIST_PAGE_SIZE_MAX, `page_size cannot exceed ${LIST_PAGE_SIZE_MAX}`)
    .default(LIST_PAGE_SIZE_DEFAULT),
  search_string: plainText(
    z.string().trim().max(100, "search_string cannot exceed 100 characters"),
    "search_string",
  ).default(""),
};
export const listRequestSchema = z.strictObject(listRequestShape);
export type ListRequest = z.infer<typeof listRequestSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total_count: z.number().int(),
    /**
     * True when the count stopped at LIST_COUNT_CAP: at least total_count match ("1,000+"). Absent or
     * false: total_count is exact (decision 0050).
     */
    total_capped: z.boolean().optional(),
    page_index: z.number().int(),
    page_size: z.number().int(),
  });
}

export const messageResponseSchema = z.object({ Message: z.string() });

/** Dates on the wire: calendar dates as YYYY-MM-DD (India time), instants as ISO 8601 UTC. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const ISO_DATE_MESSAGE = "Date must be YYYY-MM-DD";
/** True for a real calendar date (rejects 2025-02-30 and 2025-13-01). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
/**
 * The one calendar-date rule of every request (issue 40): a string that is a real date (YYYY-MM-DD),
 * refused with `message` otherwise (400, never a later 409 or 500). Fields add their own wording.
 */
export function calendarDate(message: string = ISO_DATE_MESSAGE) {
  return z.string({ error: message }).refine(isCalendarDate, message);
}
export const isoDateSchema = calendarDate();
export const isoDateTimeSchema = z.string();
