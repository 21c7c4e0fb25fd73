import {
  type BookingForm,
  bookingFormSchema,
  type CreateBookingRequest,
  type LovedOne,
} from "@eldercare/contracts";
import type { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/**
 * The booking form (users/servicebooking/): what the member picks and types. Choices not yet made are
 * 0 or "", which the contract refuses in its own words ("Please choose a service", …).
 */
export type BookingFormValues = BookingForm;
export type BookingFormChecked = z.output<typeof bookingFormSchema>;

export const EMPTY_BOOKING: BookingFormValues = {
  loved_one_id: 0,
  service_id: 0,
  speciality_id: null,
  visit_date: "",
  shift_type: 0,
  start_time: "",
  address_line: "",
  pincode: "",
  notes: "",
};

/** The contract's form schema is the form's schema: the same rules and words as the server. */
export const bookingResolver = contractResolver(bookingFormSchema);

/** The visit's address starts as the loved one's care address; the member may change it for this visit. */
export function visitAddressOf(l: Pick<LovedOne, "address_line" | "pincode">) {
  return { address_line: l.address_line, pincode: l.pincode };
}

/**
 * The request: the checked values, the form's idempotency key (one per form, the same on a retry) and
 * the plan covering the chosen day, when the calendar named one.
 */
export function toBookingRequest(
  values: BookingFormChecked,
  idempotencyKey: string,
  subscriptionId: number | null,
): CreateBookingRequest {
  return {
    idempotency_key: idempotencyKey,
    loved_one_id: values.loved_one_id,
    service_id: values.service_id,
    ...(values.speciality_id ? { speciality_id: values.speciality_id } : {}),
    visit_date: values.visit_date,
    shift_type: values.shift_type,
    start_time: values.start_time,
    address_line: values.address_line,
    pincode: values.pincode,
    notes: values.notes,
    ...(subscriptionId ? { subscription_id: subscriptionId } : {}),
  };
}
