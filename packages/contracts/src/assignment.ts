import { z } from "zod";
import { adminBookingSchema } from "./admin-bookings.ts";
import { LANGUAGES } from "./loved-ones.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/*
 * Who makes a visit (issue 26, decision 0044): the team confirms a booking with a companion the console
 * suggests, or changes the companion of a confirmed visit with a reason the family is told.
 */

/** Why a companion is suggested, strongest first. */
export const SUGGESTION_REASONS = [
  "family_prefers",
  "visited_before",
  "speaks_language",
  "fewest_visits",
] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];
export const SUGGESTION_REASON_LABELS: Record<SuggestionReason, string> = {
  family_prefers: "The family prefers them",
  visited_before: "Has visited this loved one before",
  speaks_language: "Speaks the loved one's language",
  fewest_visits: "Fewest visits this week",
};

export const ASSIGNMENT_MESSAGES = {
  assigned: "Companion assigned. The family has been told who is coming.",
  confirmedWith: "Booking confirmed with the companion. The family has been told who is coming.",
  changed: "Companion changed. The family has been told, with the reason.",
  reasonRequired: "Please give the reason for the change; the family will see it",
  notEligible:
    "This companion cannot make this visit: they must be active, have all three checks, do this kind of visit, cover the area and work that shift, and not be on leave.",
  companionBusy: "This companion already has a visit at that time. Please choose another.",
  familyAvoids: "The family has asked that this companion not be sent to them again. Please choose another.",
  sameCompanion: "This companion is already assigned to the visit.",
  cannotAssign: "A companion can only be assigned to a requested or confirmed visit that has not started.",
  companionNotFound: "This companion does not exist.",
  noCompanionHeld: "Please choose the companion who will make this visit before confirming it.",
} as const;

/** admin/suggestcompanions/: who could make a booking's visit, best first, with why. */
export const suggestCompanionsRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
});
export const companionSuggestionSchema = z.object({
  companion_id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  reasons: z.array(z.enum(SUGGESTION_REASONS)),
  /** Their visits in the week (Monday to Sunday, India) of the visit. */
  visits_this_week: z.number().int(),
  /** Whether they hold this visit now. */
  current: z.boolean(),
  /**
   * The journey's estimate from their previous visit that day, in minutes (issue 45); null when this is
   * their first visit of the day, or when it is not known.
   */
  travel_minutes: z.number().int().nonnegative().nullable(),
  /** A journey to or from their visits around this one cannot be estimated: a PIN code without a location. */
  travel_unknown: z.boolean(),
});
export type CompanionSuggestion = z.infer<typeof companionSuggestionSchema>;
export const suggestCompanionsResponseSchema = z.object({
  booking_id: z.number().int(),
  suggestions: z.array(companionSuggestionSchema),
});

/**
 * admin/assigncompanion/: assigns (or changes) the companion of a requested or confirmed visit that has not
 * started; `confirm` also confirms a requested one in the same step. Changing the companion of a
 * confirmed visit needs the reason the family is told.
 */
export const assignCompanionRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
  companion_id: positiveIdSchema("Please choose a companion"),
  confirm: z.boolean({ error: "confirm must be true or false" }).default(false),
  reason: plainText(z.string().trim().max(300, "The reason cannot exceed 300 characters"), "Reason", true)
    .optional()
    .default(""),
  /**
   * A visit of a care schedule that already has a regular companion: make this companion the regular one
   * instead, and give them its later visits as the first assignment does (decision 0081).
   */
  make_regular: z.boolean({ error: "make_regular must be true or false" }).default(false),
});
export type AssignCompanionRequest = z.input<typeof assignCompanionRequestSchema>;
export const assignCompanionResponseSchema = z.object({
  booking: adminBookingSchema,
  Message: z.string(),
});

/** The words of the console's companion dialog and the family's companion block (issue 26). */
export const ASSIGNMENT_TEXT = {
  confirmTitle: "Confirm with a companion",
  changeTitle: "Change companion",
  chooseLabel: "Who makes this visit?",
  chooseHint:
    "Best suited first, and the first is chosen to start with. Only companions who can make this visit are listed.",
  loading: "Finding companions who can make this visit...",
  failed: "We could not load the companions for this visit.",
  noSuggestions:
    "No companion can make this visit: nobody free at that time has all three checks, does this kind of visit, covers the area and works that shift. Add a companion or their availability first, or reject the booking.",
  held: "Held for this visit",
  /**
   * Why a companion is "held" (decision 0044): booking the visit held the least busy free companion, so
   * the shift's places stay exact; nobody chose them, the family neither.
   */
  heldWhy:
    "Held automatically when the family booked: the least busy companion free at that time. The family did not choose them; confirming with someone else frees them.",
  assignedNow: "Assigned now",
  visitsThisWeek: (n: number) => (n === 1 ? "1 visit this week" : `${n} visits this week`),
  languages: "Speaks",
  confirmSubmit: "Confirm with this companion",
  changeSubmit: "Change companion",
  reasonLabel: "Why change the companion?",
  reasonHint: "The family sees this.",
  /** On a booking's row in the console. */
  companion: "Companion",
  noCompanionHeld: "No companion held",
  changeAction: "Change companion",
  /** On the family's booking card, from confirmation on. */
  yourCompanion: "Your companion",
  checkedOn: (check: string, day: string) => `${check} on ${day}`,
} as const;
