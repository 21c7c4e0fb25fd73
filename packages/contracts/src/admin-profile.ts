import { z } from "zod";
import { auditEntrySchema } from "./admin-bookings.ts";

/** How many of their own latest actions /admin/profile shows. */
export const ADMIN_PROFILE_RECENT_ACTIONS = 10;

/** admin/getprofile/ (not in the spec): the signed-in administrator's own details and latest actions. */
export const adminProfileResponseSchema = z.object({
  user_name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  /** Every action they have taken, and the latest ADMIN_PROFILE_RECENT_ACTIONS of them. */
  actions_total: z.number().int(),
  recent_actions: z.array(auditEntrySchema),
});
export type AdminProfile = z.infer<typeof adminProfileResponseSchema>;

export const ADMIN_PROFILE_TEXT = {
  loading: "Loading your profile...",
  failed: "We could not load your profile.",
  noActions: "You have not taken any actions yet.",
} as const;
