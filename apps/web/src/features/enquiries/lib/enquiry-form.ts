import {
  type ApiBody,
  type City,
  checkEmail,
  checkFullName,
  checkPhone,
  DEFAULT_COUNTRY_DIAL_CODE,
  DEFAULT_PREFERRED_TIME,
  type DialCode,
  ENQUIRY_MESSAGE_MAX,
  VALIDATION_MESSAGES as M,
  type Meridiem,
  toPreferredTime,
} from "@eldercare/contracts";

/** The ENQUIRE NOW form (spec §3, §5): what the person types and picks. */
export interface EnquiryFormValues {
  user_name: string;
  country_code: DialCode;
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

export const MESSAGE_TOO_LONG = `Message cannot exceed ${ENQUIRY_MESSAGE_MAX} characters`;

/** Each field's first broken rule, in the spec's (and the server's) words. */
export function enquiryProblems(v: EnquiryFormValues): Partial<Record<EnquiryField, string>> {
  const problems: Partial<Record<EnquiryField, string | null>> = {
    user_name: checkFullName(v.user_name, M.enquiryNameRequired),
    phone: checkPhone(v.phone),
    email: checkEmail(v.email.trim()),
    country_id: v.country_id > 0 ? null : M.countryRequired,
    city_id: v.city_id > 0 ? null : M.cityRequired,
    user_message:
      v.user_message.trim().length === 0
        ? M.messageRequired
        : v.user_message.trim().length > ENQUIRY_MESSAGE_MAX
          ? MESSAGE_TOO_LONG
          : null,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p)) as Partial<
    Record<EnquiryField, string>
  >;
}

/** The cities of a country, by name (the city list follows the chosen country). */
export function citiesOf(cities: readonly City[], countryId: number): City[] {
  return cities
    .filter((c) => c.country_id === countryId)
    .sort((a, b) => a.city_name.localeCompare(b.city_name));
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
