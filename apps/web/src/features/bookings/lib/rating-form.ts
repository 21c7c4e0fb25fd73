import {
  COMPANION_PREFERENCES,
  companionPreferenceLabel,
  type RateVisitRequest,
  rateVisitRequestSchema,
  VISIT_REPORT_TEXT,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/** What the rating form holds: the stars as the chosen radio's value ("" until chosen), no wish as "none". */
export interface RatingFormValues {
  stars: string;
  comment: string;
  preference: "none" | (typeof COMPANION_PREFERENCES)[number];
}

export const EMPTY_RATING: RatingFormValues = { stars: "", comment: "", preference: "none" };

/** 1 to 5 stars, each said in words ("4 stars"). */
export const STAR_OPTIONS = ([1, 2, 3, 4, 5] as const).map((n) => ({
  value: String(n),
  label: VISIT_REPORT_TEXT.starLabel(n),
}));

/** The wishes about the companion, each naming them. */
export const preferenceOptions = (companion: string) =>
  (["none", ...COMPANION_PREFERENCES] as const).map((p) => ({
    value: p,
    label: companionPreferenceLabel(p, companion),
  }));

/** The request the values make. */
export function toRateRequest(bookingId: number, v: RatingFormValues): RateVisitRequest {
  return {
    booking_id: bookingId,
    stars: v.stars === "" ? Number.NaN : Number(v.stars),
    comment: v.comment,
    preference: v.preference === "none" ? null : v.preference,
  };
}

/**
 * The form's schema: the contract's own judges the request the values make (stars are required), so the
 * form and the server say the same thing.
 */
export function ratingSchema(bookingId: number) {
  return z
    .object({
      stars: z.string(),
      comment: z.string(),
      preference: z.enum(["none", ...COMPANION_PREFERENCES]),
    })
    .superRefine((v, ctx) => {
      const result = rateVisitRequestSchema.safeParse(toRateRequest(bookingId, v));
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    });
}

export const ratingResolver = (bookingId: number) =>
  contractResolver<RatingFormValues, RatingFormValues>(ratingSchema(bookingId));

/** The request as sent: the contract's parse of it (the comment trimmed). */
export const rateRequestOf = (bookingId: number, v: RatingFormValues) =>
  rateVisitRequestSchema.parse(toRateRequest(bookingId, v));
