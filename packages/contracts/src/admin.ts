import { z } from "zod";
import { enquirySchema } from "./enquiries.ts";
import { adminFaqSchema } from "./faqs.ts";
import { listRequestShape, listResponseSchema } from "./list.ts";

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

// Bookings, actions, reschedule decisions and the audit log: admin-bookings.ts.

export const adminDashboardResponseSchema = z.object({
  total_members: z.number().int(),
  active_subscriptions: z.number().int(),
  open_enquiries: z.number().int(),
  pending_bookings: z.number().int(),
  bookings_this_month: z.number().int(),
  revenue_this_month: z.number(),
});

export const adminFaqListResponseSchema = listResponseSchema(adminFaqSchema);
