import { z } from "zod";
import { APPOINTMENT_TEXT } from "./appointment-words.ts";
import { SERVICE_KINDS } from "./billing.ts";
import {
  formatStartTime,
  SHIFT_TYPES,
  SHIFT_WINDOWS,
  type ShiftType,
  shiftStartTimes,
  startOffsetMinutes,
} from "./booking-time.ts";
import { PLAN_TIERS } from "./constants.ts";
import { bookingIncidentSchema } from "./incidents.ts";
import { calendarDate, listRequestShape, listResponseSchema } from "./list.ts";
import { LANGUAGES, LOVED_ONE_MESSAGES } from "./loved-ones.ts";
import { subscriptionSummarySchema } from "./members.ts";
import { SUCCESS_MESSAGES } from "./messages.ts";
import { PG_INT_MAX, plainText, positiveIdSchema } from "./validation/fields.ts";

/** Booking status values (not in the spec): see docs/decisions/0023-booking-statuses.md. */
export const BOOKING_STATUSES = [
  "requested",
  "confirmed",
  "completed",
  "cancelled",
  "rejected",
  "missed",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: "Waiting for confirmation",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  rejected: "Not possible",
  missed: "Missed",
};

/**
 * Who may move a booking where (decision 0023). The team confirms or rejects a request and completes a
 * confirmed visit; the member (before the cutoff) or the team cancels a request or a confirmed visit.
 * The team marks a confirmed visit missed when nobody checked in (issue 26, decision 0046). completed,
 * cancelled, rejected and missed are final.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ["confirmed", "rejected", "cancelled"],
  confirmed: ["completed", "cancelled", "missed"],
  completed: [],
  cancelled: [],
  rejected: [],
  missed: [],
};

/** True when a booking in `from` may become `to`. */
export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** Statuses in which a booking still holds its place and a visit of the month's allowance. */
export const BOOKING_HOLDING_STATUSES: readonly BookingStatus[] = ["requested", "confirmed", "completed"];

/**
 * Statuses of a visit still going ahead: the member may cancel it or ask to move it, it is reminded, and
 * erasure or a loved one's removal must deal with it first.
 */
export const BOOKING_LIVE_STATUSES: readonly BookingStatus[] = ["requested", "confirmed"];

/** True while a booking is going ahead (requested or confirmed). */
export function isLiveBooking(status: BookingStatus): boolean {
  return BOOKING_LIVE_STATUSES.includes(status);
}

/**
 * Statuses of a visit the team confirmed, whether or not it has happened yet (confirmed or completed): it
 * has its companion, so it is on the companion's list and workload, the family's card names them, and a
 * report may be filed or an incident reported by the companion on it.
 */
export const BOOKING_CONFIRMED_STATUSES: readonly BookingStatus[] = ["confirmed", "completed"];

/** True when the team confirmed the visit (confirmed or completed). */
export function isConfirmedBooking(status: BookingStatus): boolean {
  return BOOKING_CONFIRMED_STATUSES.includes(status);
}

/**
 * Statuses of a visit called off before it happened (cancelled or rejected): nothing took place, so no
 * incident can be reported on it. A missed visit is not among them: its day came and nobody checked in.
 */
export const BOOKING_CALLED_OFF_STATUSES: readonly BookingStatus[] = ["cancelled", "rejected"];

/** Every message of booking, cancelling and rescheduling, word for word. */
export const BOOKING_MESSAGES = {
  booked: SUCCESS_MESSAGES.serviceBooked,
  lovedOneRequired: "Please choose who the visit is for",
  serviceRequired: "Please choose a service",
  specialityRequired: "Please choose a speciality for this service",
  dateRequired: "Please choose a date",
  shiftRequired: "Please choose a shift",
  startTimeRequired: "Please choose a start time",
  startTimeOutsideShift: "Please choose a start time within the chosen shift",
  notesMax: "Notes cannot exceed 500 characters",
  idempotencyKeyInvalid: "idempotency_key must be a UUID",
  noPlan: "Please subscribe to a plan to book services.",
  planNotFound: "We could not find this plan on your account.",
  lovedOneNotFound:
    "We could not find this person among your loved ones. Please add them to your profile first.",
  serviceNotFound: "This service is not available. Please choose another service.",
  specialityNotFound: "This speciality is not available. Please choose another.",
  pastDate: "This date has passed. Please choose a later date.",
  slotFull:
    "Sorry, the last place for this service in this shift has just been taken. Please choose another shift or day.",
  idempotencyMismatch:
    "This booking was already submitted with different details. Please refresh the page and try again.",
  cancelled: "Your booking has been cancelled.",
  cancelReasonRequired: "Please tell us why you are cancelling",
  reasonMax: "Reason cannot exceed 500 characters",
  cannotCancel: "This booking can no longer be cancelled.",
  bookingNotFound: "We could not find this booking on your account.",
  rescheduleRequested:
    "Your reschedule request has been sent. We will let you know as soon as our team has looked at it.",
  rescheduleOpen: "A reschedule request for this booking is already waiting for our team.",
  rescheduleSame: "Please choose a different day, shift or start time.",
  cannotReschedule: "Only an upcoming booking that is waiting or confirmed can be rescheduled.",
  monthInvalid: "Month must be YYYY-MM",
  calendarServiceMismatch: "service_id must be the service of the booking being moved",
  doctorNameMax: "The doctor's name cannot exceed 100 characters",
  clinicNameMax: "The hospital or clinic cannot exceed 150 characters",
  appointmentTimeInvalid: "Please enter a valid appointment time",
  appointmentBeforeVisit:
    "The appointment cannot be before the visit starts. Please choose a later appointment time, or an earlier start for the visit.",
  appointmentNotAsked: "A doctor's name, hospital and appointment time are only for a doctor's appointment.",
} as const;

/**
 * The services at a doctor's, hospital or lab (issue 42: "Doctor Appointment Accompaniment", "Diagnostic
 * Test Coordination"): their booking asks, optionally, for the doctor, the hospital or clinic and the
 * appointment's time, which the family's card, the console and the companion's visit card show.
 */
export const APPOINTMENT_SERVICE_KINDS = ["doctor_visit"] as const;
export const asksForAppointment = (kind: string) =>
  (APPOINTMENT_SERVICE_KINDS as readonly string[]).includes(kind);
export const APPOINTMENT_LIMITS = { doctorNameMax: 100, clinicNameMax: 150 } as const;

/** The appointment as stored and shown: null when the family gave none of it. */
export const bookingAppointmentSchema = z.object({
  doctor_name: z.string(),
  clinic_name: z.string(),
  /** "HH:MM" India time, or null when not given. */
  time: z.string().nullable(),
});
export type BookingAppointment = z.infer<typeof bookingAppointmentSchema>;

/** The appointment in one line: "Dr Anjali Sen, AMRI Hospital (Dhakuria), at 10:30 AM (India time)". */
export function appointmentLine(a: BookingAppointment): string {
  const who = [a.doctor_name, a.clinic_name].filter(Boolean).join(", ");
  if (!a.time) return who;
  const time = formatStartTime(a.time);
  return who ? APPOINTMENT_TEXT.whoAt(who, time) : APPOINTMENT_TEXT.atTime(time);
}

/** "2026-12-15" → "December 2026". */
export const monthName = (ymd: string) =>
  new Date(`${ymd.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** Messages that name what was asked for. */
export const bookingRuleMessage = {
  outsidePlan: (start: string, end: string) =>
    `Your plan does not cover this date. Please choose a date from ${start} to ${end}, or renew your plan.`,
  tooSoon: (hours: number) =>
    `Visits must be booked at least ${hours} hours ahead. Please choose a later time.`,
  beyondWindow: (days: number) =>
    `Visits can be booked up to ${days} days ahead. Please choose an earlier date.`,
  notIncluded: (label: string, tier: string) =>
    `${label} is not included in your ${tier[0]?.toUpperCase()}${tier.slice(1)} plan. Please choose another service or upgrade your plan.`,
  allowanceUsed: (label: string, visitDate: string) =>
    `You have used all of this month's ${label.toLowerCase()} for ${monthName(visitDate)}. Please choose a date in another month.`,
  lovedOneShiftTaken: (name: string) =>
    `${name} already has a visit booked in this shift. Please choose another shift or day.`,
  singlePlanOtherPerson: (name: string) =>
    `Your Single plan covers one person, and its visits are booked for ${name}. A Couple plan covers two.`,
  cancelTooLate: (hours: number) =>
    `Visits can be cancelled up to ${hours} hours before they start. Please call us to change this visit.`,
  /** `day`: "25 Dec" (holidays.ts' holidayDay); `name`: the holiday's, as the team keeps it (decision 0079). */
  holiday: (day: string, name: string) => `${day} is closed for ${name}. Please choose another day.`,
  lovedOneHasVisits: (name: string) =>
    `${name} has upcoming visits. Please cancel them from My bookings before removing ${name}.`,
};

/** Whom a message names when it cannot name the loved one (a shift taken by a booking made at the same moment). */
export const LOVED_ONE_GENERIC_NAME = "Your loved one";

/** YYYY-MM-DD that is a real calendar date, with the booking form's message when missing. */
export const visitDateSchema = z
  .string({ error: BOOKING_MESSAGES.dateRequired })
  .min(1, { error: BOOKING_MESSAGES.dateRequired, abort: true })
  .pipe(calendarDate());

export const shiftTypeSchema = z
  .number({ error: BOOKING_MESSAGES.shiftRequired })
  .refine(
    (v): v is ShiftType => (SHIFT_TYPES as readonly number[]).includes(v),
    BOOKING_MESSAGES.shiftRequired,
  );

const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const startTimeSchema = z
  .string({ error: BOOKING_MESSAGES.startTimeRequired })
  .regex(START_TIME_PATTERN, BOOKING_MESSAGES.startTimeRequired);

/** Day, shift and start time together: the start must be one the shift offers. */
const whenShape = { visit_date: visitDateSchema, shift_type: shiftTypeSchema, start_time: startTimeSchema };
export function startWithinShift(v: { shift_type: number; start_time: string }, ctx: z.RefinementCtx) {
  const shift = v.shift_type as ShiftType;
  if (typeof v.start_time !== "string" || !START_TIME_PATTERN.test(v.start_time)) return;
  if ((SHIFT_TYPES as readonly number[]).includes(shift) && !shiftStartTimes(shift).includes(v.start_time)) {
    ctx.addIssue({ code: "custom", path: ["start_time"], message: BOOKING_MESSAGES.startTimeOutsideShift });
  }
}

const reasonSchema = (requiredMessage: string) =>
  plainText(
    z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(500, BOOKING_MESSAGES.reasonMax),
    "Reason",
    true,
  );

/**
 * The appointment's fields (issue 42), each optional (left out or "" when not given): a doctor's name and a
 * hospital or clinic as typed (plain text, nothing stripped), and a time "HH:MM" (India time).
 */
const appointmentShape = {
  doctor_name: plainText(
    z.string().trim().max(APPOINTMENT_LIMITS.doctorNameMax, BOOKING_MESSAGES.doctorNameMax),
    "The doctor's name",
  ).optional(),
  clinic_name: plainText(
    z.string().trim().max(APPOINTMENT_LIMITS.clinicNameMax, BOOKING_MESSAGES.clinicNameMax),
    "The hospital or clinic",
  ).optional(),
  appointment_time: z
    .string({ error: BOOKING_MESSAGES.appointmentTimeInvalid })
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, BOOKING_MESSAGES.appointmentTimeInvalid)
    .optional(),
};

/** Minutes after the visit date's midnight of an "HH:MM" in the shift (a night shift's small hours: +1440). */
function minutesInShift(shift: ShiftType, time: string): number {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const w = SHIFT_WINDOWS[shift];
  return w.end > 1440 && minutes < w.start ? minutes + 1440 : minutes;
}

/** An appointment time is not before the visit's start (the companion comes first and goes along). */
function appointmentAfterStart(
  v: { shift_type: number; start_time: string; appointment_time?: string },
  ctx: z.RefinementCtx,
) {
  if (!v.appointment_time || !(SHIFT_TYPES as readonly number[]).includes(v.shift_type)) return;
  const shift = v.shift_type as ShiftType;
  const start = typeof v.start_time === "string" ? startOffsetMinutes(shift, v.start_time) : null;
  if (start === null || !/^([01]\d|2[0-3]):[0-5]\d$/.test(v.appointment_time)) return;
  if (minutesInShift(shift, v.appointment_time) < start) {
    ctx.addIssue({
      code: "custom",
      path: ["appointment_time"],
      message: BOOKING_MESSAGES.appointmentBeforeVisit,
    });
  }
}

/** The appointment a request gives, or null when it gives none of it. */
export function appointmentOf(r: {
  doctor_name?: string;
  clinic_name?: string;
  appointment_time?: string;
}): BookingAppointment | null {
  const doctor = r.doctor_name?.trim() ?? "";
  const clinic = r.clinic_name?.trim() ?? "";
  const time = r.appointment_time || null;
  return doctor || clinic || time ? { doctor_name: doctor, clinic_name: clinic, time } : null;
}

/** users/servicebooking/ (shape not in the spec): what the booking form sends. */
export const bookingFormSchema = z
  .strictObject({
    loved_one_id: positiveIdSchema(BOOKING_MESSAGES.lovedOneRequired),
    service_id: positiveIdSchema(BOOKING_MESSAGES.serviceRequired),
    speciality_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
    ...whenShape,
    address_line: plainText(
      z
        .string({ error: LOVED_ONE_MESSAGES.addressRequired })
        .trim()
        .min(1, LOVED_ONE_MESSAGES.addressRequired)
        .max(200, LOVED_ONE_MESSAGES.addressMax),
      "Address",
    ),
    pincode: z
      .string({ error: LOVED_ONE_MESSAGES.pincodeInvalid })
      .regex(/^[1-9]\d{5}$/, LOVED_ONE_MESSAGES.pincodeInvalid),
    notes: plainText(z.string().trim().max(500, BOOKING_MESSAGES.notesMax), "Notes", true)
      .optional()
      .default(""),
    ...appointmentShape,
  })
  .superRefine(startWithinShift)
  .superRefine(appointmentAfterStart);
export type BookingForm = z.input<typeof bookingFormSchema>;

export const createBookingRequestSchema = z
  .strictObject({
    ...bookingFormSchema.shape,
    /** Made once per form; a retried submit with the same key returns the first booking. */
    idempotency_key: z.uuid({ error: BOOKING_MESSAGES.idempotencyKeyInvalid }),
    /** Optional: the plan to book under; by default the caller's plan that covers the date. */
    subscription_id: z.number().int().positive().max(PG_INT_MAX).optional(),
  })
  .superRefine(startWithinShift)
  .superRefine(appointmentAfterStart);
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;

export const rescheduleSummarySchema = z.object({
  request_id: z.number().int(),
  status: z.enum(["open", "approved", "declined", "cancelled"]),
  visit_date: z.string(),
  shift_type: z.number().int(),
  start_time: z.string(),
});

/**
 * Who makes a visit, as the family sees them from confirmation on (issue 26): first name, languages and
 * the dates of their three checks. Their photo is fetched with the session (never a public address).
 */
export const bookingCompanionSchema = z.object({
  first_name: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  identity_verified_on: z.string(),
  police_verified_on: z.string(),
  training_completed_on: z.string(),
  has_photo: z.boolean(),
});
export type BookingCompanion = z.infer<typeof bookingCompanionSchema>;

export const bookingSchema = z.object({
  booking_id: z.number().int(),
  subscription_id: z.number().int(),
  service_id: z.number().int(),
  service_name: z.string(),
  service_kind: z.enum(SERVICE_KINDS),
  speciality_id: z.number().int().nullable(),
  speciality_name: z.string().nullable(),
  loved_one_id: z.number().int().nullable(),
  loved_one_name: z.string(),
  /** India calendar date of the shift. */
  visit_date: z.string(),
  shift_type: z.number().int(),
  shift_name: z.string(),
  /** "HH:MM" India time. */
  start_time: z.string(),
  /** The start as an ISO 8601 instant (UTC). */
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  address_line: z.string(),
  city_name: z.string(),
  state_name: z.string(),
  pincode: z.string(),
  notes: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Why it was cancelled or could not be arranged, when it was. */
  status_reason: z.string().nullable(),
  created_at: z.string(),
  /** Whether the member may still cancel it, and until when (ISO instant). */
  can_cancel: z.boolean(),
  cancel_until: z.string(),
  /** Whether the member may ask to move it now. */
  can_reschedule: z.boolean(),
  /** The latest reschedule request for it, if any. */
  reschedule: rescheduleSummarySchema.nullable(),
  /** Who makes the visit: null until the team confirms it (and for a visit cancelled before that). */
  companion: bookingCompanionSchema.nullable(),
  /** When the companion arrived (checked in), null until they do. */
  checked_in_at: z.string().nullable(),
  /** Whether the visit's report can be read (users/getvisitreport/), and whether the family rated it. */
  report_ready: z.boolean(),
  rated: z.boolean(),
  /** Incidents reported on the visit (issue 29), oldest first, with the team's resolution once closed. */
  incidents: z.array(bookingIncidentSchema),
  /** A doctor's appointment's details (issue 42), null when none were given. */
  appointment: bookingAppointmentSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const createBookingResponseSchema = z.object({ booking: bookingSchema, Message: z.string() });

/** users/getallbookings/: spec §3 booking list request, plus a status filter. Upcoming first, then past. */
export const bookingListRequestSchema = z.strictObject({
  ...listRequestShape,
  subscription_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
  status: z
    .enum(BOOKING_STATUSES, { error: `status must be one of: ${BOOKING_STATUSES.join(", ")}` })
    .nullable()
    .optional(),
});
export type BookingListRequest = z.input<typeof bookingListRequestSchema>;
export const bookingListResponseSchema = listResponseSchema(bookingSchema);

/** users/getservicecalendar/ (not shown): a month of one service, as the caller may book it. */
export const serviceCalendarRequestSchema = z.strictObject({
  month: z
    .string({ error: BOOKING_MESSAGES.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, BOOKING_MESSAGES.monthInvalid),
  service_id: positiveIdSchema(BOOKING_MESSAGES.serviceRequired),
  /** When given, shifts in which this loved one already has a visit show as taken. */
  loved_one_id: z.number().int().positive().max(PG_INT_MAX).optional(),
  /**
   * A visit the member asks to move: the month as that visit may move in it (its own place, allowance
   * visit and shift count as free, as the team's approval judges it), for its service and loved one.
   */
  booking_id: z.number().int().positive().max(PG_INT_MAX).optional(),
});
export type ServiceCalendarRequest = z.infer<typeof serviceCalendarRequestSchema>;

export const DAY_STATES = ["open", "full", "closed"] as const;
/** Why a day or shift cannot be booked. */
export const CLOSED_REASONS = [
  "past",
  "notice",
  "window",
  "no_plan",
  "not_included",
  "allowance",
  "taken",
  "other_person",
  "holiday",
] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export const CLOSED_REASON_LABELS: Record<ClosedReason, string> = {
  past: "Past",
  notice: "Too soon",
  window: "Not yet open",
  no_plan: "Outside your plan",
  not_included: "Not in your plan",
  allowance: "Month's visits used",
  taken: "Already booked",
  other_person: "Plan covers another person",
  holiday: "Holiday",
};

export const calendarShiftSchema = z.object({
  shift_type: z.number().int(),
  state: z.enum(DAY_STATES),
  reason: z.enum(CLOSED_REASONS).nullable(),
  places_left: z.number().int(),
  /** The first start time still bookable in this shift ("HH:MM"), null when none is. */
  first_start: z.string().nullable(),
});

export const calendarDaySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  reason: z.enum(CLOSED_REASONS).nullable(),
  /** The holiday closing the day, by name (decision 0079); null on any other day. */
  holiday: z.string().nullable(),
  /** The plan covering the day, if any. */
  subscription_id: z.number().int().nullable(),
  shifts: z.array(calendarShiftSchema),
});

export const calendarBookingSchema = z.object({
  booking_id: z.number().int(),
  visit_date: z.string(),
  shift_type: z.number().int(),
  start_time: z.string(),
  service_name: z.string(),
  loved_one_name: z.string(),
  status: z.enum(BOOKING_STATUSES),
});

/** Visits of the service's kind in the month, per plan covering part of it. allowance null: not counted. */
export const calendarUsageSchema = z.object({
  subscription_id: z.number().int(),
  allowance: z.number().int().nullable(),
  used: z.number().int(),
  left: z.number().int().nullable(),
});

export const bookingRulesSchema = z.object({
  min_notice_hours: z.number().int(),
  window_days: z.number().int(),
  cancel_cutoff_hours: z.number().int(),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const serviceCalendarResponseSchema = z.object({
  month: z.string(),
  service_id: z.number().int(),
  service_kind: z.enum(SERVICE_KINDS),
  /** The label of the kind in the member's plan ("Companion visits (up to 2 hours each)"). */
  kind_label: z.string(),
  rules: bookingRulesSchema,
  /** The earliest instant a visit may start now (ISO), for the form's default. */
  earliest_start_at: z.string(),
  days: z.array(calendarDaySchema),
  usage: z.array(calendarUsageSchema),
  /** The caller's own bookings in the month (every service), not cancelled or rejected. */
  bookings: z.array(calendarBookingSchema),
});
export type ServiceCalendar = z.infer<typeof serviceCalendarResponseSchema>;

/** users/cancelbooking/ (not shown): the member cancels before the cutoff, with a reason. */
export const cancelBookingFormSchema = z.strictObject({
  reason: reasonSchema(BOOKING_MESSAGES.cancelReasonRequired),
});
export const cancelBookingRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
  ...cancelBookingFormSchema.shape,
});
export type CancelBookingRequest = z.infer<typeof cancelBookingRequestSchema>;
export const cancelBookingResponseSchema = z.object({ booking: bookingSchema, Message: z.string() });

/** users/getplanusage/: the plan running today (else the next), what it includes and this month's use. */
export const planUsageRequestSchema = z.strictObject({});
export const inclusionUsageSchema = z.object({
  kind: z.enum(SERVICE_KINDS),
  label: z.string(),
  detail: z.string().nullable(),
  monthly_allowance: z.number().int().nullable(),
  used: z.number().int(),
  left: z.number().int().nullable(),
});
export const planUsageResponseSchema = z.object({
  subscription: subscriptionSummarySchema.nullable(),
  /** YYYY-MM in India. */
  month: z.string(),
  plan_type_name: z.enum(PLAN_TIERS).nullable(),
  inclusions: z.array(inclusionUsageSchema),
  rules: bookingRulesSchema,
});
export type PlanUsage = z.infer<typeof planUsageResponseSchema>;

/** users/requestreschedule/: ask to move an upcoming booking; the team decides (admin issue). */
export const rescheduleFormSchema = z
  .strictObject({
    ...whenShape,
    reason: plainText(z.string().trim().max(500, BOOKING_MESSAGES.reasonMax), "Reason", true)
      .optional()
      .default(""),
  })
  .superRefine(startWithinShift);
export type RescheduleForm = z.input<typeof rescheduleFormSchema>;
export const rescheduleRequestSchema = z
  .strictObject({
    booking_id: positiveIdSchema("booking_id is required"),
    ...rescheduleFormSchema.shape,
  })
  .superRefine(startWithinShift);

export const RESCHEDULE_STATUSES = ["open", "approved", "declined", "cancelled"] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];
export const RESCHEDULE_STATUS_LABELS: Record<RescheduleStatus, string> = {
  open: "Waiting for our team",
  approved: "Approved",
  declined: "Declined",
  cancelled: "Closed (booking cancelled)",
};

const slotSchema = z.object({
  visit_date: z.string(),
  shift_type: z.number().int(),
  shift_name: z.string(),
  start_time: z.string(),
});
export const rescheduleItemSchema = z.object({
  request_id: z.number().int(),
  booking_id: z.number().int(),
  service_name: z.string(),
  loved_one_name: z.string(),
  from: slotSchema,
  to: slotSchema,
  reason: z.string(),
  status: z.enum(RESCHEDULE_STATUSES),
  /** The team's note when it declined (or approved with a remark). */
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RescheduleItem = z.infer<typeof rescheduleItemSchema>;
export const rescheduleResponseSchema = z.object({ request: rescheduleItemSchema, Message: z.string() });

/** users/getreschedulerequests/: the caller's requests, newest first. */
export const rescheduleListRequestSchema = z.strictObject({
  page_index: listRequestShape.page_index,
  page_size: listRequestShape.page_size,
});
export const rescheduleListResponseSchema = listResponseSchema(rescheduleItemSchema);

/** The booking pages' words for loading, failing and having nothing to show. */
export const BOOKING_TEXT = {
  planLoading: "Loading your plan...",
  planFailed: "We could not load your plan.",
  calendarLoading: "Loading the calendar...",
  calendarFailed: "We could not load the calendar.",
  bookingsLoading: "Loading your bookings...",
  bookingsFailed: "We could not load your bookings.",
  requestsLoading: "Loading your reschedule requests...",
  requestsFailed: "We could not load your reschedule requests.",
  noMatches: "No bookings match your search.",
  noRequests: "You have not asked to move a visit.",
  booking: "Booking your visit...",
  successTitle: "Visit booked",
} as const;
