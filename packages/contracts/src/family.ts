import { z } from "zod";
import {
  CIRCLE_ROLES,
  type CircleRole,
  type FamilyRole,
  familyBanner,
  familyRoleAllows,
} from "./family-roles.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { checkEmail, checkFullName, otpSchema, positiveIdSchema, ruleString } from "./validation/fields.ts";
import { dialCodeSchema, phoneCheckAlways, refinePhone } from "./validation/phone.ts";

/*
 * The family circle (issue 29, decisions 0062 and 0063): the member who pays invites up to three family
 * members, each a manager (may book, cancel and ask to reschedule) or a viewer (sees plans, bookings and
 * visit reports). A session acts for one family with one of these roles; the permission table gives each
 * member action the least role it needs (permissions.ts), and the one guard compares.
 */

/**
 * Why a session acting as `role` may not make a call that needs `needed`, naming the least role that may
 * (the server's guard and the web say the same); null when it may.
 */
export function familyRefusal(role: FamilyRole, needed: FamilyRole): string | null {
  if (familyRoleAllows(role, needed)) return null;
  return needed === "manager" ? FAMILY_MESSAGES.managerOrPayer : FAMILY_MESSAGES.payerOnly;
}

/** The payer's profile shows this many of the latest things circle members did. */
export const FAMILY_ACTIVITY_SHOWN = 10;

/** A place in the payer's circle as kept: invited (the link not yet used), active (joined), or removed. */
export const FAMILY_MEMBER_STATUSES = ["invited", "active", "removed"] as const;
export type FamilyMemberStatus = (typeof FAMILY_MEMBER_STATUSES)[number];

/** At most this many family members (invited or active) besides the payer. */
export const FAMILY_CIRCLE_MAX = 3;
/**
 * Invitations one payer may send in 24 hours (withdrawn ones count): each is an SMS to someone's phone,
 * so withdrawing and inviting again cannot become a way to flood a number.
 */
export const FAMILY_INVITES_PER_DAY = 10;

/** An invitation's link works this many days. */
export const FAMILY_INVITE_DAYS = 7;

export const FAMILY_ROLE_LABELS: Record<FamilyRole, string> = {
  payer: "Account holder",
  manager: "Manager",
  viewer: "Viewer",
};
export const FAMILY_ROLE_HINTS: Record<CircleRole, string> = {
  manager: "May book visits, cancel them and ask to reschedule",
  viewer: "Sees plans, bookings and visit reports",
};

/**
 * The invitation page's words (issue 41): whose circle, for whom, and what the role can and cannot do,
 * as sentences. `lovedOnes` are the payer's loved ones' first names (none yet: "their loved ones").
 */
export function invitationWords(payer: string, role: CircleRole, lovedOnes: readonly string[]) {
  const whom = lovedOnes.length === 0 ? "their loved ones" : new Intl.ListFormat("en-GB").format(lovedOnes);
  return {
    invites: `${payer} asks you to join their family circle as a ${role}, to follow the care of ${whom}.`,
    can:
      role === "viewer"
        ? "As a viewer you can see the plan, the visits booked, the visit reports and the emergency card."
        : "As a manager you can see the plan, the visits booked, the visit reports and the emergency card, and you can book, cancel and move visits, rate them and report a problem.",
    cannot:
      role === "viewer"
        ? `You cannot book, cancel or move visits, rate them, or see payments: ${payer} or a manager does that.`
        : `You cannot buy or cancel the plan, see payments, or change the loved ones' details: ${payer} does that.`,
  };
}

export const FAMILY_MESSAGES = {
  invited: (name: string) => `We have sent ${name} an invitation. It works for ${FAMILY_INVITE_DAYS} days.`,
  tooManyToday: `You have sent ${FAMILY_INVITES_PER_DAY} invitations in the last 24 hours. Please try again tomorrow.`,
  limit: `You can have up to ${FAMILY_CIRCLE_MAX} family members in your circle. Remove one to invite someone else.`,
  alreadyInCircle: "This phone number is already in your family circle.",
  ownPhone: "This is your own phone number. Please enter your family member's number.",
  inviteInvalid:
    "This invitation is not valid or has expired. Please ask your family member to invite you again.",
  codeSent: "We have sent a code to the phone number the invitation was sent to.",
  accepted: (payer: string) => `You are now in ${payer}'s family circle.`,
  /**
   * After joining (issue 42): what was joined, as whom, and what the role lets them do, said as they land
   * on the family's visits (whose band keeps saying whose family it is).
   */
  joined: (payer: string, role: CircleRole) =>
    `You joined ${payer}'s family circle as a ${role}. ${familyBanner(payer, role)}.`,
  /** The link opened again by the person who joined with it (logged in as them). */
  alreadyJoined: (payer: string) => `You have already joined ${payer}'s family circle.`,
  removed: (name: string) => `${name} has been removed from your family circle.`,
  roleChanged: (name: string, role: CircleRole) =>
    `${name} is now a ${FAMILY_ROLE_LABELS[role].toLowerCase()}.`,
  notInCircle: "This family member is no longer in your circle.",
  payerOnly: "Only the account holder can do this. Please ask them.",
  managerOrPayer: "Only the account holder or a manager can do this. Please ask them.",
  paymentsArePayers: "Payments, invoices and changes to the plan are kept by the account holder.",
  bookingIsManagers:
    "As a viewer you can follow visits and read their reports. The account holder or a manager books visits.",
  /** Why the loved ones' page offers a circle member no Add, Edit or Remove (issue 41). */
  lovedOnesArePayers: "Only the account holder can add, change or remove loved ones. Please ask them.",
  /** Why the circle's list is the payer's to manage. */
  circleIsPayers: "Only the account holder can invite or remove family members.",
  nameRequired: "Please enter your family member's name",
  roleRequired: "Please choose what they may do: manager or viewer",
  acting: (payer: string) => `You are acting for ${payer}'s family`,
  actingSelf: "You are acting for your own account",
  actFor: (payer: string) => `Act for ${payer}'s family`,
} as const;

export const inviteFamilyRequestSchema = z
  .strictObject({
    name: ruleString((v) => checkFullName(v, FAMILY_MESSAGES.nameRequired), FAMILY_MESSAGES.nameRequired),
    country_code: dialCodeSchema,
    phone: z.string({ error: M.phoneRequired }),
    email: z
      .string()
      .trim()
      .optional()
      .default("")
      .refine((v) => v === "" || checkEmail(v) === null, M.emailInvalid),
    role: z.enum(CIRCLE_ROLES, { error: FAMILY_MESSAGES.roleRequired }),
  })
  .superRefine(refinePhone, phoneCheckAlways());
export type InviteFamilyRequest = z.input<typeof inviteFamilyRequestSchema>;

/** One person of the payer's circle, as the payer sees them. */
export const familyMemberSchema = z.object({
  membership_id: z.number().int(),
  name: z.string(),
  /** E.164, as the payer typed it. */
  phone: z.string(),
  email: z.string(),
  role: z.enum(CIRCLE_ROLES),
  status: z.enum(["invited", "active"]),
  invited_at: z.string(),
  /** Until then the link works (status invited). */
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** A family the caller belongs to (as a circle member), and the family a session acts for. */
export const familyMembershipSchema = z.object({
  membership_id: z.number().int(),
  payer_name: z.string(),
  role: z.enum(CIRCLE_ROLES),
});
export type FamilyMembership = z.infer<typeof familyMembershipSchema>;

export const inviteFamilyResponseSchema = z.object({ Message: z.string(), member: familyMemberSchema });

export const getFamilyRequestSchema = z.strictObject({}).optional();
export const getFamilyResponseSchema = z.object({
  /** The family this session acts for; null when acting for one's own account. */
  acting_for: familyMembershipSchema.nullable(),
  /** The payer's circle (empty when the session acts for another family). */
  circle: z.array(familyMemberSchema),
  /** The families the person belongs to, to choose from. */
  families: z.array(familyMembershipSchema),
  /** What circle members did on the payer's account lately (empty for a circle member's session). */
  activity: z.array(
    z.object({
      actor_name: z.string(),
      /** "Booked a visit" (admin-members.ts's familyActivityLabel). */
      label: z.string(),
      /** The booking it was about, when it named one. */
      booking_id: z.number().int().nullable(),
      at: z.string(),
    }),
  ),
});
export type FamilyOverview = z.infer<typeof getFamilyResponseSchema>;

const membershipIdSchema = positiveIdSchema("Please choose a family member");
export const removeFamilyRequestSchema = z.strictObject({ membership_id: membershipIdSchema });
export const setFamilyRoleRequestSchema = z.strictObject({
  membership_id: membershipIdSchema,
  role: z.enum(CIRCLE_ROLES, { error: FAMILY_MESSAGES.roleRequired }),
});
export const familyChangeResponseSchema = z.object({ Message: z.string() });

/** The invitation's link carries this token (random; the server keeps its hash). */
const inviteTokenSchema = z
  .string({ error: FAMILY_MESSAGES.inviteInvalid })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, FAMILY_MESSAGES.inviteInvalid);
export const inviteTokenRequestSchema = z.strictObject({ token: inviteTokenSchema });
export const inviteDetailsSchema = z.object({
  payer_name: z.string(),
  invitee_name: z.string(),
  role: z.enum(CIRCLE_ROLES),
  /** The invited phone with all but its last 4 digits hidden. */
  phone_hint: z.string(),
  /** The first names of the payer's loved ones, so the invitation says whose care it is about. */
  loved_ones: z.array(z.string()),
  /**
   * The link was used, by the person now asking (their session sent with the lookup): they have already
   * joined (issue 42). Anyone else asking about a used link is told it is not valid, as before.
   */
  joined: z.boolean(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;
export const acceptInviteRequestSchema = z.strictObject({ token: inviteTokenSchema, otp: otpSchema });

/** users/actfor/: a family the caller belongs to, or null for their own account. */
export const actForRequestSchema = z.strictObject({ membership_id: membershipIdSchema.nullable() });

/** What a session acting for a family carries, beside the login details. */
export const familySessionSchema = z.object({
  user_name: z.string(),
  email: z.string(),
  user_id: z.number().int(),
  family: familyMembershipSchema.nullable(),
});
export type FamilySessionDetails = z.infer<typeof familySessionSchema>;
