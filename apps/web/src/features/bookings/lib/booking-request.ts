import { type CreateBookingRequest, createBookingRequestSchema, type LovedOne } from "@eldercare/contracts";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/**
 * The booking form (users/servicebooking/): what the member picks and types, and the form's idempotency
 * key (one per form, the same on a retry, so a lost answer never books twice). Choices not yet made are
 * 0 or "", which the contract refuses in its own words ("Please choose a service", …). The plan covering
 * the chosen day is added when sending (the calendar names it).
 */
export type BookingValues = Omit<z.input<typeof createBookingRequestSchema>, "subscription_id">;
export type BookingFormApi = UseFormReturn<BookingValues, unknown, CreateBookingRequest>;

/** The contract's request schema is the form's schema: the same rules and words as the server. */
export const bookingResolver = contractResolver<BookingValues, CreateBookingRequest>(
  createBookingRequestSchema as z.ZodType<CreateBookingRequest, BookingValues>,
);

/**
 * A fresh form (with a new idempotency key): for the loved one given, with their care address as the
 * visit's address (the member may change it for this visit), and the service kept when booking another.
 */
export function newBooking(lovedOne: LovedOne | undefined, serviceId = 0): BookingValues {
  return {
    idempotency_key: crypto.randomUUID(),
    loved_one_id: lovedOne?.loved_one_id ?? 0,
    service_id: serviceId,
    speciality_id: null,
    visit_date: "",
    shift_type: 0,
    start_time: "",
    address_line: lovedOne?.address_line ?? "",
    pincode: lovedOne?.pincode ?? "",
    notes: "",
    doctor_name: "",
    clinic_name: "",
    appointment_time: "",
  };
}

/**
 * The request: the checked values and the plan covering the chosen day, when the calendar named one; the
 * appointment's details only for a service that asks for them (issue 42), and only those given.
 */
export function toBookingRequest(
  checked: CreateBookingRequest,
  subscriptionId: number | null,
  withAppointment = false,
): CreateBookingRequest {
  return {
    idempotency_key: checked.idempotency_key,
    loved_one_id: checked.loved_one_id,
    service_id: checked.service_id,
    ...(checked.speciality_id ? { speciality_id: checked.speciality_id } : {}),
    visit_date: checked.visit_date,
    shift_type: checked.shift_type,
    start_time: checked.start_time,
    address_line: checked.address_line,
    pincode: checked.pincode,
    notes: checked.notes,
    ...(withAppointment && checked.doctor_name ? { doctor_name: checked.doctor_name } : {}),
    ...(withAppointment && checked.clinic_name ? { clinic_name: checked.clinic_name } : {}),
    ...(withAppointment && checked.appointment_time ? { appointment_time: checked.appointment_time } : {}),
    ...(subscriptionId ? { subscription_id: subscriptionId } : {}),
  };
}
