import {
  type ApiBody,
  createEnquiryRequestSchema,
  DEFAULT_COUNTRY_DIAL_CODE,
  DEFAULT_PREFERRED_TIME,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGES,
  type EnquiryDialCode,
  type Meridiem,
  phoneCheckAlways,
  refinePhone,
  toPreferredTime,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { fieldProblems } from "../../../lib/forms/field-problems.ts";

/** The ENQUIRE NOW form (spec §3, §5): what the person types and picks. */
export interface EnquiryFormValues {
  user_name: string;
  country_code: EnquiryDialCode;
  phone: string;
  email: string;
  /** 0 until chosen. */
  country_id: number;
  city_id: number;
  user_message: string;
  is_callback: boolean;
  /** 1 to 12, with AM or PM (default 9 AM). */
  callback_hour: number;
  callback_meridiem: Meridiem;
}

export type EnquiryField = "user_name" | "phone" | "email" | "country_id" | "city_id" | "user_message";

export const EMPTY_ENQUIRY: EnquiryFormValues = {
  user_name: "",
  country_code: DEFAULT_COUNTRY_DIAL_CODE,
  phone: "",
  email: "",
  country_id: 0,
  city_id: 0,
  user_message: "",
  is_callback: false,
  callback_hour: DEFAULT_PREFERRED_TIME.hour,
  callback_meridiem: DEFAULT_PREFERRED_TIME.meridiem,
};

/** The contract's message for a message over ENQUIRY_MESSAGE_MAX characters. */
export const MESSAGE_TOO_LONG = ENQUIRY_MESSAGES.messageMax(ENQUIRY_MESSAGE_MAX);

const contract = createEnquiryRequestSchema.shape;

/**
 * The form's schema, from the contract's fields. The email is checked as it will be sent (trimmed);
 * the callback hour and AM/PM become preferred_time only when sending.
 */
export const enquirySchema = z
  .object({
    user_name: contract.user_name,
    country_code: contract.country_code.unwrap(),
    phone: contract.phone,
    email: z.string().trim().pipe(contract.email),
    country_id: contract.country_id,
    city_id: contract.city_id,
    user_message: contract.user_message,
    is_callback: contract.is_callback.unwrap(),
    callback_hour: z.number().int().min(1).max(12),
    callback_meridiem: z.enum(["AM", "PM"]),
  })
  .superRefine(refinePhone, phoneCheckAlways());

/** The form's resolver: its schema, so the form and the server say the same thing. */
export const enquiryResolver = contractResolver<EnquiryFormValues, EnquiryFormValues>(enquirySchema);

/** Each field's first broken rule, in the spec's (and the server's) words. */
export function enquiryProblems(v: EnquiryFormValues): Partial<Record<EnquiryField, string>> {
  return fieldProblems<EnquiryField>(enquirySchema, v);
}

/**
 * users/createenquiry/ (spec §3): preferred_time as HH:00:00 only when a callback is asked for (12 AM
 * is 00, PM adds 12 except 12 PM). A proof is sent for each contact verified by code; a member's own
 * registered contacts need none.
 */
export function toEnquiryRequest(
  v: EnquiryFormValues,
  proofs: { phone: string | null; email: string | null },
): ApiBody<"createEnquiry"> {
  return {
    user_name: v.user_name,
    country_code: v.country_code,
    phone: v.phone,
    email: v.email.trim(),
    user_message: v.user_message.trim(),
    city_id: v.city_id,
    country_id: v.country_id,
    is_callback: v.is_callback,
    ...(v.is_callback ? { preferred_time: toPreferredTime(v.callback_hour, v.callback_meridiem) } : {}),
    ...(proofs.phone ? { phone_verification_token: proofs.phone } : {}),
    ...(proofs.email ? { email_verification_token: proofs.email } : {}),
  };
}
