import { z } from "zod";
import { ADMIN_MESSAGES, adminSearchShape, optionalDate } from "./admin-bookings.ts";
import { memberPaymentSchema } from "./billing.ts";
import { bookingSchema } from "./bookings.ts";
import { PLAN_TIERS, RELATIONSHIPS, SUBSCRIPTION_STATUSES } from "./constants.ts";
import { enquirySchema } from "./enquiries.ts";
import { CIRCLE_ROLES } from "./family-roles.ts";
import { listResponseSchema } from "./list.ts";
import { lovedOneSchema } from "./loved-ones.ts";
import { subscriptionSummarySchema } from "./members.ts";
import { DELIVERY_STATUSES, MESSAGE_CHANNELS, notificationPrefsSchema } from "./notification-prefs.ts";
import { positiveIdSchema } from "./validation/fields.ts";

export const ADMIN_MEMBER_MESSAGES = {
  memberNotFound: "This member does not exist.",
} as const;

/** The member list's order: by the day they joined, newest or oldest first. */
export const MEMBER_SORTS = ["joined_desc", "joined_asc"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_SORT_LABELS: Record<MemberSort, string> = {
  joined_desc: "Newest first",
  joined_asc: "Oldest first",
};

/** The most bookings a member's page shows (the latest ones). */
export const ADMIN_MEMBER_BOOKINGS_MAX = 50;

/** The joining days (India calendar), both ends included; the start on or before the end. */
function joinedFromBeforeTo(
  v: { joined_from?: string | null; joined_to?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.joined_from && v.joined_to && v.joined_from > v.joined_to) {
    ctx.addIssue({ code: "custom", path: ["joined_to"], message: ADMIN_MESSAGES.dateRange });
  }
}

/**
 * admin/getallmembers/ and admin/exportmembers/ (which ignores the page fields): members only, search by
 * name, phone or email (3 characters or more), joined between two India dates.
 */
export const adminMemberListRequestSchema = z
  .strictObject({
    ...adminSearchShape,
    sort: z
      .enum(MEMBER_SORTS, { error: `sort must be one of: ${MEMBER_SORTS.join(", ")}` })
      .default("joined_desc"),
    joined_from: optionalDate,
    joined_to: optionalDate,
  })
  .superRefine(joinedFromBeforeTo);
export type AdminMemberListRequest = z.input<typeof adminMemberListRequestSchema>;

/** One member in the console's list. An erased account stays listed, anonymised, with `erased`. */
export const adminMemberSchema = z.object({
  member_id: z.number().int(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string(),
  city_name: z.string().nullable(),
  /** The plan running today, else the one that ends last (null: never paid for one). */
  plan_type_name: z.enum(PLAN_TIERS).nullable(),
  plan_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** That plan is paused today (issue 47, decision 0095): the list shows a "Paused" badge. */
  plan_paused: z.boolean().optional(),
  loved_ones_count: z.number().int(),
  /** Visits requested or confirmed from today (India) on. */
  upcoming_visits: z.number().int(),
  created_at: z.string(),
  erased: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMembersResponseSchema = listResponseSchema(adminMemberSchema);

/** admin/getmember/: one member's page (`member_id`, never `user_id`: that would name the caller). */
export const adminMemberRequestSchema = z.strictObject({
  member_id: positiveIdSchema("member_id is required"),
});
export type AdminMemberRequest = z.infer<typeof adminMemberRequestSchema>;

/** The member's own details; the ID number only masked. */
export const adminMemberProfileSchema = z.object({
  member_id: z.number().int(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string(),
  user_relation: z.array(z.enum(RELATIONSHIPS)),
  address_line: z.string().nullable(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
  country_name: z.string().nullable(),
  pincode: z.string().nullable(),
  /** "Aadhaar", "PAN", ... (null: none given, or erased). */
  id_type_name: z.string().nullable(),
  id_no_masked: z.string().nullable(),
  consent_version: z.string().nullable(),
  consent_accepted_at: z.string().nullable(),
  created_at: z.string(),
  erased: z.boolean(),
  erased_at: z.string().nullable(),
});
export type AdminMemberProfile = z.infer<typeof adminMemberProfileSchema>;

/** A paid plan with what was paid for it (rupees). */
/** A member's plan; `amount` (rupees paid) is absent for a caller who may not see payments (a coordinator). */
export const adminMemberPlanSchema = subscriptionSummarySchema.extend({ amount: z.number().optional() });
export type AdminMemberPlan = z.infer<typeof adminMemberPlanSchema>;

/** How many of the latest messages to the member their page lists. */
export const ADMIN_MEMBER_MESSAGES_MAX = 20;

/** A message sent (or being sent) to the member, as the desk checks it when a family says nothing came. */
export const adminMemberMessageSchema = z.object({
  notification_id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  /** What the provider last reported (WhatsApp: sent, delivered, read, failed); null: no report. */
  delivery_status: z.enum(DELIVERY_STATUSES).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type AdminMemberMessage = z.infer<typeof adminMemberMessageSchema>;

/** How many of the latest things circle members did on the member's account their page lists. */
export const ADMIN_MEMBER_FAMILY_ACTIVITY_MAX = 20;

/**
 * A person of the member's family circle (issue 29, decision 0063), the member paying. Removed ones are
 * left out; an invitation whose link's life has passed is `expired` (it holds no place: the payer's next
 * invitation withdraws it), so the desk can tell a family why the link no longer works.
 */
export const adminCircleMemberSchema = z.object({
  membership_id: z.number().int(),
  name: z.string(),
  /** E.164, as the payer typed it. */
  phone: z.string(),
  email: z.string(),
  role: z.enum(CIRCLE_ROLES),
  status: z.enum(["invited", "active", "expired"]),
  invited_at: z.string(),
  /** Until then the invitation's link works. */
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  /** The account that accepted (its member page); null until accepted. */
  member_user_id: z.number().int().nullable(),
});
export type AdminCircleMember = z.infer<typeof adminCircleMemberSchema>;

/** A family the member belongs to as a circle member (accepted), with the payer to open their page. */
export const adminMemberFamilySchema = z.object({
  membership_id: z.number().int(),
  payer_id: z.number().int(),
  payer_name: z.string(),
  role: z.enum(CIRCLE_ROLES),
  /** Since when (an active membership always has it). */
  accepted_at: z.string().nullable(),
});
export type AdminMemberFamily = z.infer<typeof adminMemberFamilySchema>;

/** What a circle member's call did, in short words: the call's path to its label. */
export const FAMILY_ACTIVITY_LABELS: Readonly<Record<string, string>> = {
  "users/servicebooking/": "Booked a visit",
  "users/createvisitseries/": "Set up a care schedule",
  "users/endvisitseries/": "Ended a care schedule",
  "users/updatevisitseries/": "Changed a care schedule",
  "users/pausevisits/": "Paused visits",
  "users/cancelbooking/": "Cancelled a visit",
  "users/requestreschedule/": "Asked to reschedule",
  "users/ratevisit/": "Rated a visit",
  "users/reportincident/": "Reported an incident",
};

/** The label of a recorded call; a path without one is shown as it is. */
export const familyActivityLabel = (action: string): string =>
  Object.hasOwn(FAMILY_ACTIVITY_LABELS, action) ? (FAMILY_ACTIVITY_LABELS[action] ?? action) : action;

/** One thing a circle member did on the member's account: who, what, the ids it named, when. */
export const adminFamilyActivitySchema = z.object({
  activity_id: z.number().int(),
  actor_user_id: z.number().int(),
  actor_name: z.string(),
  /** The call, as its path ("users/servicebooking/"). */
  action: z.string(),
  /** familyActivityLabel(action): "Booked a visit". */
  label: z.string(),
  /** The ids the call named ({ booking_id: 5 }), never free text. */
  detail: z.record(z.string(), z.number().int()),
  at: z.string(),
});
export type AdminFamilyActivity = z.infer<typeof adminFamilyActivitySchema>;

export const adminMemberDetailSchema = z.object({
  profile: adminMemberProfileSchema,
  loved_ones: z.array(lovedOneSchema),
  /** Paid plans, earliest first. */
  subscriptions: z.array(adminMemberPlanSchema),
  /**
   * Payments with their invoice numbers, newest first; absent for a caller who may not see payments (a city
   * coordinator: money is the administrators', decision 0076).
   */
  payments: z.array(memberPaymentSchema).optional(),
  /** The latest ADMIN_MEMBER_BOOKINGS_MAX bookings, latest visit first; `bookings_total` counts them all. */
  bookings: z.array(bookingSchema),
  bookings_total: z.number().int(),
  /** Enquiries sent from the member's phone, email or session, newest first. */
  enquiries: z.array(enquirySchema),
  /** How messages reach them (issue 29), and the latest ADMIN_MEMBER_MESSAGES_MAX sent to them, newest first. */
  message_choices: notificationPrefsSchema,
  messages: z.array(adminMemberMessageSchema),
  /**
   * The family circle (issue 29): the people this member invited (invited, expired or active, in the order
   * invited), the families they belong to themselves, and the latest ADMIN_MEMBER_FAMILY_ACTIVITY_MAX
   * things circle members did on this member's account, newest first.
   */
  family_circle: z.array(adminCircleMemberSchema),
  family_of: z.array(adminMemberFamilySchema),
  family_activity: z.array(adminFamilyActivitySchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** admin/exportmembers/ answers the file itself (text/csv); refusals come as the envelope. */
export const adminMembersCsvSchema = z.string();

/** The export's header row, in column order. */
export const ADMIN_MEMBER_CSV_COLUMNS = [
  "Member ID",
  "Name",
  "Phone",
  "Email",
  "City",
  "Plan",
  "Plan status",
  "Loved ones",
  "Upcoming visits",
  "Joined (India time)",
  "Erased",
] as const;

/** The export's file name for an India calendar day: members-2026-12-01.csv. */
export const membersCsvFilename = (indiaDay: string) => `members-${indiaDay}.csv`;

/** The members screens' words for loading, failing, empty lists and the calls without a spec message. */
export const ADMIN_MEMBER_TEXT = {
  membersLoading: "Loading members...",
  membersFailed: "We could not load the members.",
  noMembers: "No members match these filters.",
  memberLoading: "Loading the member's details...",
  memberFailed: "We could not load this member.",
  exportingMembers: "Preparing the members file. Please Wait...",
  membersExported: "Members file downloaded.",
  erased: "Erased account",
  noPlan: "No plan",
  notGiven: "Not given",
  notFoundHint: "It may have been typed wrongly. Find the member in the list instead.",
  noLovedOnes: "No loved ones added.",
  noPlans: "No plans bought yet.",
  noPayments: "No payments yet.",
  noBookings: "No bookings yet.",
  noEnquiries: "No enquiries sent.",
  noMessages: "No messages sent yet.",
  noFamily: "No family members invited.",
  noFamilyActivity: "Nothing done by family members yet.",
  bookingsShown: (shown: number, total: number) =>
    shown < total ? `The latest ${shown} of ${total} bookings.` : `${total} bookings.`,
  sections: {
    profile: "Profile",
    lovedOnes: "Loved ones",
    plans: "Plans",
    payments: "Payments and invoices",
    bookings: "Bookings",
    enquiries: "Enquiries",
    messages: "Messages",
    family: "Family circle",
    familyOf: "In other families",
    familyActivity: "What family members did",
  },
} as const;
