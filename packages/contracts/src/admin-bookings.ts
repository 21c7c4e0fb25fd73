import { z } from "zod";
import { SHIFT_TYPES } from "./booking-time.ts";
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
  bookingSchema,
  RESCHEDULE_STATUSES,
  rescheduleItemSchema,
} from "./bookings.ts";
import { checkInProofSchema } from "./check-in-proof.ts";
import { calendarDate, listRequestShape, listResponseSchema } from "./list.ts";
import { LANGUAGES } from "./loved-ones.ts";
import { SUCCESS_MESSAGES } from "./messages.ts";
import { MOBILITY_LEVELS } from "./mobility-words.ts";
import { PG_INT_MAX, plainText, positiveIdSchema } from "./validation/fields.ts";

/** Admin searches match from this many characters (shorter ones would scan every row for little use). */
export const ADMIN_SEARCH_MIN_LENGTH = 3;

export const ADMIN_MESSAGES = {
  searchTooShort: `Please type at least ${ADMIN_SEARCH_MIN_LENGTH} characters to search`,
  dateRange: "The start date must be on or before the end date",
  reasonRequired: "Please give the reason; the family will see it",
  noteRequired: "Please give the reason; the family will see it",
  actionTaken: SUCCESS_MESSAGES.actionTaken,
  rescheduleApproved: "Reschedule request approved. The visit has been moved and the family told.",
  rescheduleDeclined: "Reschedule request declined. The family has been told.",
  bookingNotFound: "This booking does not exist.",
  requestNotFound: "This reschedule request does not exist.",
  requestDecided: "This reschedule request has already been decided.",
  completeBeforeStart: "A visit can only be marked completed once it has started.",
  changedMeanwhile:
    "Another administrator changed this booking a moment ago. Please refresh to see where it stands now.",
} as const;

/** What each action makes of a booking (checked against BOOKING_TRANSITIONS). */
export const BOOKING_ACTIONS = ["confirm", "reject", "complete", "cancel", "miss"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export const BOOKING_ACTION_TARGET: Record<BookingAction, BookingStatus> = {
  confirm: "confirmed",
  reject: "rejected",
  complete: "completed",
  cancel: "cancelled",
  miss: "missed",
};
/** Actions whose reason the family is told. */
export const BOOKING_ACTIONS_NEEDING_REASON: readonly BookingAction[] = ["reject", "cancel", "miss"];

const ACTION_VERBS: Record<BookingAction, string> = {
  confirm: "confirmed",
  reject: "rejected",
  complete: "marked completed",
  cancel: "cancelled",
  miss: "marked missed",
};
/** "This booking is Cancelled, so it can no longer be confirmed." */
export function actionRefusedMessage(status: BookingStatus, action: BookingAction): string {
  return `This booking is ${BOOKING_STATUS_LABELS[status].toLowerCase()}, so it cannot be ${ACTION_VERBS[action]}.`;
}

/** search_string of an admin list: empty, or at least ADMIN_SEARCH_MIN_LENGTH characters. */
export const adminSearchShape = {
  ...listRequestShape,
  search_string: listRequestShape.search_string.refine(
    (v) => v.length === 0 || v.length >= ADMIN_SEARCH_MIN_LENGTH,
    ADMIN_MESSAGES.searchTooShort,
  ),
};

export const optionalDate = calendarDate().nullable().optional();
const optionalId = z.number().int().positive().max(PG_INT_MAX).nullable().optional();
export function fromBeforeTo(
  v: { date_from?: string | null; date_to?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.date_from && v.date_to && v.date_from > v.date_to) {
    ctx.addIssue({ code: "custom", path: ["date_to"], message: ADMIN_MESSAGES.dateRange });
  }
}

/**
 * The bookings list's order (issue 25): the desk starts with the next visits, today first (then the
 * earlier ones, latest first); or every visit by date, latest or earliest first.
 */
export const BOOKING_SORTS = ["next", "latest", "earliest"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const BOOKING_SORT_LABELS: Record<BookingSort, string> = {
  next: "Next visits first (today on)",
  latest: "Latest visit date first",
  earliest: "Earliest visit date first",
};

/** admin/getallservicebooking/: search by member (name, phone, email), loved one or service; filters. */
export const adminBookingListRequestSchema = z
  .strictObject({
    ...adminSearchShape,
    status: z
      .enum(BOOKING_STATUSES, { error: `status must be one of: ${BOOKING_STATUSES.join(", ")}` })
      .nullable()
      .optional(),
    service_id: optionalId,
    city_id: optionalId,
    shift_type: z
      .number()
      .refine((v) => (SHIFT_TYPES as readonly number[]).includes(v), "shift_type must be 1 to 5")
      .nullable()
      .optional(),
    /** Visit dates from and to (inclusive), India calendar. */
    date_from: optionalDate,
    date_to: optionalDate,
    sort: z
      .enum(BOOKING_SORTS, { error: `sort must be one of: ${BOOKING_SORTS.join(", ")}` })
      .default("next"),
  })
  .superRefine(fromBeforeTo);
export type AdminBookingListRequest = z.input<typeof adminBookingListRequestSchema>;

export const adminBookingSchema = bookingSchema.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  user_phone: z.string(),
  user_email: z.string(),
  city_id: z.number().int(),
  /** What the visit needs to know of the loved one (empty and null once they were removed). */
  loved_one_languages: z.array(z.enum(LANGUAGES)),
  loved_one_mobility: z.enum(MOBILITY_LEVELS).nullable(),
  /** The actions the state machine allows now (the console shows only these). */
  actions: z.array(z.enum(BOOKING_ACTIONS)),
  /** The companion held for the visit (from booking) or assigned by the team; null when none is. */
  assigned_companion: z
    .object({ companion_id: z.number().int(), full_name: z.string(), phone: z.string() })
    .nullable(),
  /** When the companion checked in, and filed the report (issue 26); null until they do. */
  checked_in_at: z.string().nullable(),
  report_filed_at: z.string().nullable(),
  /** What worried the companion, when their report flags a concern (issue 42); null otherwise. */
  report_concern: z.string().nullable(),
  /** How the check-in was made: the phone's time and the distance, with their flags (decision 0091). */
  check_in_proof: checkInProofSchema.nullable().optional(),
  /** Confirmed, no check-in LATE_CHECKIN_MINUTES after the start. */
  late: z.boolean(),
  /** Whether the team may give the confirmed visit to another companion now (admin/assigncompanion/). */
  can_change_companion: z.boolean(),
  /** The care schedule the visit belongs to (the console links to it: decision 0081); null or absent: none. */
  series_id: z.number().int().nullable().optional(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingsResponseSchema = listResponseSchema(adminBookingSchema);

/** admin/takeaction/: reject and cancel need the reason the family is told. */
export const takeActionRequestSchema = z
  .strictObject({
    booking_id: positiveIdSchema("booking_id is required"),
    action: z.enum(BOOKING_ACTIONS, { error: `action must be one of: ${BOOKING_ACTIONS.join(", ")}` }),
    remarks: plainText(
      z.string().trim().max(500, "Remarks cannot exceed 500 characters"),
      "Remarks",
      true,
    ).optional(),
  })
  .superRefine((v, ctx) => {
    if (BOOKING_ACTIONS_NEEDING_REASON.includes(v.action) && !v.remarks) {
      ctx.addIssue({ code: "custom", path: ["remarks"], message: ADMIN_MESSAGES.reasonRequired });
    }
  });
export type TakeActionRequest = z.infer<typeof takeActionRequestSchema>;
export const takeActionResponseSchema = z.object({ booking: adminBookingSchema, Message: z.string() });

/** admin/getallreschedule/: members' requests to move a visit, open ones first. */
export const adminRescheduleListRequestSchema = z.strictObject({
  ...adminSearchShape,
  status: z
    .enum(RESCHEDULE_STATUSES, { error: `status must be one of: ${RESCHEDULE_STATUSES.join(", ")}` })
    .nullable()
    .optional(),
});
export const adminRescheduleItemSchema = rescheduleItemSchema.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  user_phone: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
});
export type AdminRescheduleItem = z.infer<typeof adminRescheduleItemSchema>;
export const adminRescheduleListResponseSchema = listResponseSchema(adminRescheduleItemSchema);

export const RESCHEDULE_DECISIONS = ["approve", "decline"] as const;
/** admin/decidereschedule/: approving moves the booking (checked again); declining needs a note. */
export const decideRescheduleRequestSchema = z
  .strictObject({
    request_id: positiveIdSchema("request_id is required"),
    decision: z.enum(RESCHEDULE_DECISIONS, { error: "decision must be approve or decline" }),
    note: plainText(z.string().trim().max(500, "Note cannot exceed 500 characters"), "Note", true).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "decline" && !v.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: ADMIN_MESSAGES.noteRequired });
    }
  });
export type DecideRescheduleRequest = z.infer<typeof decideRescheduleRequestSchema>;
export const decideRescheduleResponseSchema = z.object({
  request: adminRescheduleItemSchema,
  Message: z.string(),
});

/** What an audit row is about. */
export const AUDIT_TARGETS = [
  "booking",
  "plan_cancellation",
  "reschedule_request",
  "faq",
  "enquiry",
  "question",
  "export",
  "companion",
  "payment",
  "incident",
  "staff",
  "holiday",
  "loved_one",
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * An export of personal data (issue 25), audited as "export.members", "export.enquiries" or
 * "export.bookings" with target_id 0: `after` holds the filters asked for, then the rows sent and
 * whether the file was sent whole (rows null: the file was still being sent, or the process stopped).
 */
export const EXPORT_KINDS = ["members", "enquiries", "bookings"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export interface ExportAudit {
  filters: Record<string, unknown>;
  rows: number | null;
  complete: boolean;
}

export const auditEntrySchema = z.object({
  audit_id: z.number().int(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  /** e.g. "booking.confirm", "reschedule.approve", "faq.update". */
  action: z.string(),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.number().int(),
  /**
   * Who and what the record is about, in words, for a booking or a reschedule request: "Companionship
   * Visit for Sita Devi (Ravi Kumar)" (issue 25); null for other records or one no longer there.
   */
  target_label: z.string().nullable(),
  /** The record's relevant fields before and after the change (null: did not exist / removed). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /**
   * The full names of the companions the entry names, by id (as text): a companion record's own, and
   * any `companion_id` before or after, so the log reads "Companion: Anita Das → Rahul Sen" (issue 42).
   */
  companion_names: z.record(z.string(), z.string()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** admin/getauditlog/: newest first; filters by target, admin and date (India calendar). */
export const auditListRequestSchema = z
  .strictObject({
    page_index: listRequestShape.page_index,
    page_size: listRequestShape.page_size,
    target_type: z
      .enum(AUDIT_TARGETS, { error: `target_type must be one of: ${AUDIT_TARGETS.join(", ")}` })
      .nullable()
      .optional(),
    target_id: optionalId,
    admin_id: optionalId,
    date_from: optionalDate,
    date_to: optionalDate,
  })
  .superRefine(fromBeforeTo);
export const auditListResponseSchema = listResponseSchema(auditEntrySchema);

/** The console's words for loading, failing, an empty list and the calls the spec names no progress message for. */
export const ADMIN_TEXT = {
  bookingsLoading: "Loading service bookings...",
  bookingsFailed: "We could not load the service bookings.",
  noBookings: "No service bookings match these filters.",
  rescheduleLoading: "Loading reschedule requests...",
  rescheduleFailed: "We could not load the reschedule requests.",
  noRequests: "No reschedule requests match these filters.",
  decidingReschedule: "Deciding reschedule request. Please Wait...",
  auditLoading: "Loading the audit log...",
  auditFailed: "We could not load the audit log.",
  noAudit: "No administrator actions match these filters.",
  exportingBookings: "Preparing the service bookings file. Please Wait...",
  bookingsExported: "Service bookings file downloaded.",
  /** On a booking's row while the family asks to move it (issue 25). */
  moveAsked: "Family asked to move it",
  familyNote: "Family's note",
  /** The confirm step of a booking the family asked to move. */
  confirmMovedTitle: "The family asked to move this visit",
  confirmMovedBody: (to: string) =>
    `They asked for ${to}. Confirm the visit as it is booked now, or decide their request first.`,
  confirmAsBooked: "Confirm as booked",
  openMoveRequest: "Open their request",
} as const;
