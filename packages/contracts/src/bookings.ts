import { z } from "zod";
import { ISO_DATE_MESSAGE, ISO_DATE_PATTERN, listRequestShape, listResponseSchema } from "./list.ts";
import { PG_INT_MAX, plainText, positiveIdSchema } from "./validation/fields.ts";

/** Booking status values (not in the spec): see docs/decisions/0005-api-shapes-not-in-spec.md. */
export const BOOKING_STATUSES = ["requested", "confirmed", "completed", "cancelled", "rejected"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Who may move a booking where (decision 0023). The team confirms or rejects a request and completes a
 * confirmed visit; the member (before the cutoff) or the team cancels a request or a confirmed visit.
 * completed, cancelled and rejected are final.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ["confirmed", "rejected", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
  rejected: [],
};

/** True when a booking in `from` may become `to`. */
export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** Statuses in which a booking still holds its place and a visit of the month's allowance. */
export const BOOKING_HOLDING_STATUSES: readonly BookingStatus[] = ["requested", "confirmed", "completed"];

export const BOOKING_MESSAGES = {
  serviceRequired: "Please choose a service",
  dateRequired: "Please choose a date",
  shiftRequired: "Please choose a shift",
} as const;

/** users/servicebooking/ (shape not in the spec). */
export const createBookingRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  subscription_id: positiveIdSchema("Please subscribe to a plan before booking"),
  service_id: positiveIdSchema(BOOKING_MESSAGES.serviceRequired),
  speciality_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
  shift_type: positiveIdSchema(BOOKING_MESSAGES.shiftRequired),
  // Missing or empty: "Please choose a date"; otherwise the shape of isoDateSchema.
  booking_date: z
    .string({ error: BOOKING_MESSAGES.dateRequired })
    .min(1, { error: BOOKING_MESSAGES.dateRequired, abort: true })
    .regex(ISO_DATE_PATTERN, ISO_DATE_MESSAGE),
  notes: plainText(
    z.string().trim().max(500, "Notes cannot exceed 500 characters"),
    "Notes",
    true,
  ).optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;
export const createBookingResponseSchema = z.object({ booking_id: z.number().int(), Message: z.string() });

export const bookingSchema = z.object({
  booking_id: z.number().int(),
  subscription_id: z.number().int(),
  service_id: z.number().int(),
  service_name: z.string(),
  speciality_name: z.string().nullable(),
  shift_type: z.number().int(),
  shift_name: z.string(),
  booking_date: z.string(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** users/getallbookings/: spec §3 booking list request. */
export const bookingListRequestSchema = z.strictObject({
  ...listRequestShape,
  subscription_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
});
export type BookingListRequest = z.infer<typeof bookingListRequestSchema>;
export const bookingListResponseSchema = listResponseSchema(bookingSchema);

/** users/getservicecalendar/ (not shown): a member's bookings within a month. */
export const serviceCalendarRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be YYYY-MM"),
});
export const calendarEventSchema = z.object({
  booking_id: z.number().int(),
  date: z.string(),
  title: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export const serviceCalendarResponseSchema = z.object({ events: z.array(calendarEventSchema) });

/** users/cancelbooking/ (not shown). */
export const cancelBookingRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  booking_id: positiveIdSchema("booking_id is required"),
  reason: plainText(
    z.string().trim().max(500, "Reason cannot exceed 500 characters"),
    "Reason",
    true,
  ).optional(),
});
