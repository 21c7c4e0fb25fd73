import { z } from "zod";
import { adminSearchShape } from "./admin-bookings.ts";
import type { ServiceKind } from "./billing.ts";
import { SHIFT_TYPES, type ShiftType } from "./booking-time.ts";
import { bookingAppointmentSchema } from "./bookings.ts";
import { visitEmergencyCardSchema } from "./emergency-card.ts";
import { APP_LANGUAGES, LANGUAGE_MESSAGES } from "./i18n/languages.ts";
import { calendarDate, listResponseSchema } from "./list.ts";
import { LANGUAGES } from "./loved-ones.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import {
  checkEmail,
  checkFullName,
  checkPhone,
  PG_INT_MAX,
  plainText,
  positiveIdSchema,
  ruleString,
} from "./validation/fields.ts";

/*
 * The care team (issue 26, docs/decisions/0044): companions, the vetted people who make the visits. The
 * team keeps them in the console; a companion logs in with a code to their phone (user_type 3).
 */

/** The kinds of booked visit a companion can make (emergency help is a call, never a visit). */
export const VISIT_KINDS = [
  "companion_visit",
  "doctor_visit",
  "errand",
] as const satisfies readonly ServiceKind[];
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_KIND_LABELS: Record<VisitKind, string> = {
  companion_visit: "Companion visits",
  doctor_visit: "Doctor visits",
  errand: "Errands",
};

/** The three checks a companion must have passed, each with its date, before anyone may be sent to a home. */
export const COMPANION_CHECKS = ["identity", "police", "training"] as const;
export type CompanionCheck = (typeof COMPANION_CHECKS)[number];
export const COMPANION_CHECK_LABELS: Record<CompanionCheck, string> = {
  identity: "Identity verified",
  police: "Police verification",
  training: "Training completed",
};
/** The request and view field holding each check's date. */
export const COMPANION_CHECK_FIELDS = {
  identity: "identity_verified_on",
  police: "police_verified_on",
  training: "training_completed_on",
} as const satisfies Record<CompanionCheck, string>;
/** The request and view field holding the last day each check holds (issue 45). */
export const COMPANION_CHECK_VALID_FIELDS = {
  identity: "identity_valid_until",
  police: "police_valid_until",
  training: "training_valid_until",
} as const satisfies Record<CompanionCheck, string>;
/** How long each check holds when the team gives no valid-until date (decision 0087). */
export const COMPANION_CHECK_VALIDITY_MONTHS = {
  identity: 60,
  police: 12,
  training: 12,
} as const satisfies Record<CompanionCheck, number>;
/** Days before a check lapses that the team is told, each exactly once (issue 45). */
export const CHECK_ALERT_DAYS = [60, 30, 7] as const;
export type CheckAlertDays = (typeof CHECK_ALERT_DAYS)[number];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The last day a check done on `on` holds when the team gives no other (decision 0087): the same date
 * COMPANION_CHECK_VALIDITY_MONTHS later, or that month's last day where the date does not exist (29
 * February plus 12 months is 28 February), as PostgreSQL's `date + interval` counts in migration 0056.
 * The server sets it; the console's form prefills it.
 */
export function checkValidUntilDefault(check: CompanionCheck, on: string): string {
  const [year, month, day] = on.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + COMPANION_CHECK_VALIDITY_MONTHS[check];
  const y = Math.floor(index / 12);
  const m = index % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${pad(y, 4)}-${pad(m + 1)}-${pad(Math.min(day, last))}`;
}

/** The rules of a check's valid-until date, beside the field (the check named: one message per field). */
export const COMPANION_CHECK_MESSAGES = {
  validUntilInvalid: "A valid-until date must be a real date",
  validUntilBeforeCheck: (check: CompanionCheck) =>
    `${COMPANION_CHECK_LABELS[check]}: valid until cannot be before the day the check was done`,
  validUntilWithoutCheck: (check: CompanionCheck) =>
    `${COMPANION_CHECK_LABELS[check]}: enter the day the check was done, or leave valid until empty`,
} as const;

type CheckDates = Partial<
  Record<
    (typeof COMPANION_CHECK_FIELDS)[CompanionCheck] | (typeof COMPANION_CHECK_VALID_FIELDS)[CompanionCheck],
    string | null
  >
>;

/**
 * What is wrong with the checks' valid-until dates, each beside its field: one given without its check's
 * date, or before it. Empty (null or absent) is always right: the server then sets the usual term. The
 * contract and the console's form both check with this.
 */
export function checkValidityIssues(
  v: CheckDates,
): { field: (typeof COMPANION_CHECK_VALID_FIELDS)[CompanionCheck]; message: string }[] {
  return COMPANION_CHECKS.flatMap((check) => {
    const field = COMPANION_CHECK_VALID_FIELDS[check];
    const until = v[field];
    if (!until) return [];
    const on = v[COMPANION_CHECK_FIELDS[check]];
    if (!on) return [{ field, message: COMPANION_CHECK_MESSAGES.validUntilWithoutCheck(check) }];
    return until < on ? [{ field, message: COMPANION_CHECK_MESSAGES.validUntilBeforeCheck(check) }] : [];
  });
}

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

/** Sakamoto's month offsets for the day of the week. */
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/** The ISO weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  // Worked out from the digits (Sakamoto's method) rather than through a Date: the auto-scheduler asks this
  // for every visit and companion it weighs, and parsing a Date each time was a quarter of its run.
  const y0 = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = m < 3 ? y0 - 1 : y0;
  const sunday0 =
    (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + (MONTH_OFFSETS[m - 1] ?? 0) + d) % 7;
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

export const COMPANION_PINCODES_MAX = 60;
export const COMPANION_SPECIALITIES_MAX = 20;
export const COMPANION_LEAVE_MAX = 30;
export const COMPANION_LEAVE_NOTE_MAX = 200;

export const COMPANION_MESSAGES = {
  saved: "Companion saved.",
  availabilitySaved: "Availability saved.",
  notFound: "This companion does not exist.",
  phoneTaken: "Another account already uses this phone number.",
  emailTaken: "Another account already uses this email address.",
  kindsRequired: "Please choose at least one kind of visit",
  languagesRequired: "Please choose the languages they speak",
  pincodeInvalid: "Each PIN code must be 6 digits and not start with 0",
  pincodesTooMany: `At most ${COMPANION_PINCODES_MAX} PIN codes`,
  pincodesRepeated: "A PIN code is listed twice",
  checkDateInvalid: "A check's date must be a real date, not in the future",
  leaveOrder: "Leave must end on or after the day it starts",
  leaveTooMany: `At most ${COMPANION_LEAVE_MAX} periods of leave`,
  leaveNoteMax: `A leave note cannot exceed ${COMPANION_LEAVE_NOTE_MAX} characters`,
  shiftRepeated: "A weekday and shift is listed twice",
  cityNotInState: "This city is not in the chosen state.",
  placeNotInIndia: "Companions make visits in India: please choose an Indian state and city.",
  specialityUnknown: "Please choose specialities from the list.",
  /** A city coordinator adding a companion, or moving one, to a city that is not one of theirs. */
  outsideCities: "You can keep companions only in your cities.",
  notAssignable:
    "Only a companion with all three checks (identity, police verification and training) can be sent on visits.",
} as const;

const checkDate = calendarDate(COMPANION_MESSAGES.checkDateInvalid).nullable();
/** Optional: null or absent for the usual term from the check's date (decision 0087). */
const validUntil = calendarDate(COMPANION_CHECK_MESSAGES.validUntilInvalid).nullable().optional();

const pincodeSchema = z.string().regex(/^[1-9]\d{5}$/, COMPANION_MESSAGES.pincodeInvalid);

/** admin/modifycompanion/: adds (no companion_id) or replaces a companion's details. Phone: an Indian mobile. */
export const modifyCompanionRequestSchema = z
  .strictObject({
    companion_id: z.number().int().positive().max(PG_INT_MAX).optional(),
    full_name: ruleString((v) => checkFullName(v), M.nameRequired),
    phone: ruleString(checkPhone, M.phoneRequired),
    /** Optional: "" or null for none. */
    email: z
      .string()
      .trim()
      .refine((v) => v === "" || checkEmail(v) === null, M.emailInvalid)
      .nullable()
      .optional()
      .transform((v) => (v ? v.toLowerCase() : null)),
    languages: z
      .array(z.enum(LANGUAGES), { error: COMPANION_MESSAGES.languagesRequired })
      .min(1, COMPANION_MESSAGES.languagesRequired)
      .max(LANGUAGES.length)
      .refine((l) => new Set(l).size === l.length, COMPANION_MESSAGES.languagesRequired),
    service_kinds: z
      .array(z.enum(VISIT_KINDS), { error: COMPANION_MESSAGES.kindsRequired })
      .min(1, COMPANION_MESSAGES.kindsRequired)
      .refine((l) => new Set(l).size === l.length, COMPANION_MESSAGES.kindsRequired),
    speciality_ids: z
      .array(z.number().int().positive().max(PG_INT_MAX))
      .max(COMPANION_SPECIALITIES_MAX)
      .default([]),
    state_id: positiveIdSchema("Please choose a state"),
    city_id: positiveIdSchema("Please choose a city"),
    /** The PIN codes they cover in their city; empty: the whole city. */
    pincodes: z
      .array(pincodeSchema)
      .max(COMPANION_PINCODES_MAX, COMPANION_MESSAGES.pincodesTooMany)
      .refine((l) => new Set(l).size === l.length, COMPANION_MESSAGES.pincodesRepeated)
      .default([]),
    identity_verified_on: checkDate,
    police_verified_on: checkDate,
    training_completed_on: checkDate,
    /** The last day each check holds (issue 45); null or absent: the usual term from its date. */
    identity_valid_until: validUntil,
    police_valid_until: validUntil,
    training_valid_until: validUntil,
    is_active: z.boolean({ error: "is_active must be true or false" }).default(true),
    /** The language their app starts in (issue 46); absent: unchanged (a new companion's: English). */
    language: z.enum(APP_LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }).optional(),
  })
  .superRefine((r, ctx) => {
    for (const issue of checkValidityIssues(r)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
  });
export type ModifyCompanionRequest = z.input<typeof modifyCompanionRequestSchema>;

/** One weekday and shift a companion works, every week. */
export const weeklyShiftSchema = z.strictObject({
  weekday: z
    .number({ error: "weekday must be 1 (Monday) to 7 (Sunday)" })
    .refine(
      (v): v is Weekday => (WEEKDAYS as readonly number[]).includes(v),
      "weekday must be 1 (Monday) to 7 (Sunday)",
    ),
  shift_type: z
    .number({ error: "shift_type must be 1 to 5" })
    .refine(
      (v): v is ShiftType => (SHIFT_TYPES as readonly number[]).includes(v),
      "shift_type must be 1 to 5",
    ),
});
export type WeeklyShift = z.infer<typeof weeklyShiftSchema>;

/** A period of leave, both days included. */
export const leaveSchema = z
  .strictObject({
    from: checkDate.unwrap(),
    to: checkDate.unwrap(),
    note: plainText(z.string().trim().max(COMPANION_LEAVE_NOTE_MAX, COMPANION_MESSAGES.leaveNoteMax), "note")
      .optional()
      .default(""),
  })
  .refine((l) => l.from <= l.to, { message: COMPANION_MESSAGES.leaveOrder, path: ["to"] });
export type CompanionLeave = z.infer<typeof leaveSchema>;

/** admin/setcompanionavailability/: replaces the weekly pattern and the leave, together. */
export const setCompanionAvailabilityRequestSchema = z.strictObject({
  companion_id: positiveIdSchema("companion_id is required"),
  weekly: z
    .array(weeklyShiftSchema)
    .max(WEEKDAYS.length * SHIFT_TYPES.length)
    .refine(
      (l) => new Set(l.map((s) => `${s.weekday}:${s.shift_type}`)).size === l.length,
      COMPANION_MESSAGES.shiftRepeated,
    ),
  leave: z.array(leaveSchema).max(COMPANION_LEAVE_MAX, COMPANION_MESSAGES.leaveTooMany),
});
export type SetCompanionAvailabilityRequest = z.input<typeof setCompanionAvailabilityRequestSchema>;

/** A companion as the console shows them. */
export const adminCompanionSchema = z.object({
  companion_id: z.number().int(),
  full_name: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  service_kinds: z.array(z.enum(VISIT_KINDS)),
  speciality_ids: z.array(z.number().int()),
  state_id: z.number().int(),
  state_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  pincodes: z.array(z.string()),
  identity_verified_on: z.string().nullable(),
  police_verified_on: z.string().nullable(),
  training_completed_on: z.string().nullable(),
  /**
   * The last day each check holds (issue 45): past it the companion is not suggested, assigned or held
   * for a visit. Null: the check is not done, or (a companion seeded without one) no end is recorded.
   */
  identity_valid_until: z.string().nullable(),
  police_valid_until: z.string().nullable(),
  training_valid_until: z.string().nullable(),
  is_active: z.boolean(),
  /** The language their app starts in (issue 46). */
  language: z.enum(APP_LANGUAGES),
  /** Active with all three checks and at least one weekly shift: may be sent on visits (isAssignable). */
  assignable: z.boolean(),
  has_photo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCompanion = z.infer<typeof adminCompanionSchema>;

export const adminCompanionDetailSchema = adminCompanionSchema.extend({
  weekly: z.array(weeklyShiftSchema),
  leave: z.array(z.object({ from: z.string(), to: z.string(), note: z.string() })),
});
export type AdminCompanionDetail = z.infer<typeof adminCompanionDetailSchema>;

/** admin/getallcompanions/: search by name, phone, email or PIN code; filters. */
export const adminCompanionListRequestSchema = z.strictObject({
  ...adminSearchShape,
  city_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
  is_active: z.boolean({ error: "is_active must be true or false" }).nullable().optional(),
  assignable: z.boolean({ error: "assignable must be true or false" }).nullable().optional(),
});
export type AdminCompanionListRequest = z.input<typeof adminCompanionListRequestSchema>;
export const adminCompanionListResponseSchema = listResponseSchema(adminCompanionSchema);

export const adminCompanionRequestSchema = z.strictObject({
  companion_id: positiveIdSchema("companion_id is required"),
});
export const modifyCompanionResponseSchema = z.object({
  companion: adminCompanionDetailSchema,
  Message: z.string(),
});

/** Whether a companion is active with all three checks dated: all they need but shifts to be sent. */
export function isCleared(c: {
  is_active: boolean;
  identity_verified_on: string | null;
  police_verified_on: string | null;
  training_completed_on: string | null;
}): boolean {
  return (
    c.is_active &&
    c.identity_verified_on !== null &&
    c.police_verified_on !== null &&
    c.training_completed_on !== null
  );
}

/**
 * Whether a companion may be sent on visits: cleared (active, three checks) and working at least one
 * weekly shift; with none, the roster never offers them (issue 42: they were badged "Can be sent on
 * visits" above "they cannot be sent on any visit until some are").
 */
export function isAssignable(c: Parameters<typeof isCleared>[0] & { weekly_shifts: number }): boolean {
  return isCleared(c) && c.weekly_shifts > 0;
}

/** companion/login/: a companion's own account. */
export const companionLoginResponseSchema = z.object({
  user_name: z.string(),
  companion_id: z.number().int(),
  /** The account's language: the app starts in it (issue 46). */
  language: z.enum(APP_LANGUAGES).optional(),
});
export type CompanionLoginDetails = z.infer<typeof companionLoginResponseSchema>;

/**
 * One visit as the companion who makes it sees it (companion/getvisits/): what they need at the door and
 * nothing else of the family (no payments, no ID, no other loved ones, only the loved one's first name).
 */
export const companionVisitSchema = z.object({
  booking_id: z.number().int(),
  service_name: z.string(),
  service_kind: z.enum(VISIT_KINDS),
  visit_date: z.string(),
  shift_type: z.number().int(),
  shift_name: z.string(),
  start_time: z.string(),
  starts_at: z.string(),
  status: z.string(),
  loved_one_first_name: z.string(),
  address_line: z.string(),
  city_name: z.string(),
  pincode: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  mobility: z.string(),
  /** The family's notes on the booking and on the loved one. */
  family_notes: z.string(),
  /** When the companion checked in and out (server time), null until they do. */
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  /**
   * The visit's planned length (its service's duration): checking out before it has passed since the
   * check-in asks first (issue 42).
   */
  planned_minutes: z.number().int(),
  /** A doctor's appointment's details as the family gave them (issue 42), null when none were. */
  appointment: bookingAppointmentSchema.nullable(),
  /** The earliest instant check-in is allowed (VISIT_CHECKIN_EARLY_MINUTES before the start). */
  check_in_from: z.string(),
  /** When the visit's report was filed (it completes the visit); null until then. */
  report_filed_at: z.string().nullable(),
  /** Whether a photo waits to go with the report (or went with it). */
  has_photo: z.boolean(),
  /** The loved one's emergency card, on the day of the visit only (null on other days, or none written). */
  emergency_card: visitEmergencyCardSchema.nullable(),
});
export type CompanionVisit = z.infer<typeof companionVisitSchema>;
export const companionVisitsResponseSchema = z.object({
  /** Today and the next days in India, COMPANION_VISIT_DAYS in all. */
  from: z.string(),
  to: z.string(),
  visits: z.array(companionVisitSchema),
});

/** The first name of a full name (the companion sees no more of the loved one's name). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
