import { z } from "zod";
import { BOOKING_STATUSES, bookingSchema } from "./bookings.ts";
import { enquirySchema } from "./enquiries.ts";
import { adminFaqSchema } from "./faqs.ts";
import { listRequestShape, listResponseSchema } from "./list.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/** Admin list shapes are not in the spec; see docs/decisions/0005-api-shapes-not-in-spec.md. */
export const adminListRequestSchema = z.strictObject(listRequestShape);

export const memberSummarySchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string(),
  plan_type_name: z.string().nullable(),
  subscription_status: z.string().nullable(),
  created_at: z.string(),
});
export const adminMembersResponseSchema = listResponseSchema(memberSummarySchema);
export const adminEnquiriesResponseSchema = listResponseSchema(enquirySchema);

export const adminBookingSchema = bookingSchema.extend({ user_id: z.number().int(), user_name: z.string() });
export const adminBookingListRequestSchema = z.strictObject({
  ...listRequestShape,
  status: z.enum(BOOKING_STATUSES).optional(),
});
export const adminBookingsResponseSchema = listResponseSchema(adminBookingSchema);

export const BOOKING_ACTIONS = ["confirm", "reject", "complete", "cancel"] as const;
export const takeActionRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
  action: z.enum(BOOKING_ACTIONS, { error: `action must be one of: ${BOOKING_ACTIONS.join(", ")}` }),
  remarks: plainText(
    z.string().trim().max(500, "Remarks cannot exceed 500 characters"),
    "Remarks",
    true,
  ).optional(),
});
export const takeActionResponseSchema = z.object({ booking: adminBookingSchema, Message: z.string() });

export const adminDashboardResponseSchema = z.object({
  total_members: z.number().int(),
  active_subscriptions: z.number().int(),
  open_enquiries: z.number().int(),
  pending_bookings: z.number().int(),
  bookings_this_month: z.number().int(),
  revenue_this_month: z.number(),
});

export const adminFaqListResponseSchema = listResponseSchema(adminFaqSchema);
