import { type DialCode, EMAIL_PHONE_FLAG, USER_TYPE } from "@eldercare/contracts";
import { apiCall } from "../api-client.ts";

export type ContactChannel = "phone" | "email";

/** Why a contact is verified: registration (refused for a phone or email already registered, BE006) or a plain check (enquiries). */
export type VerificationPurpose = "register" | "verify";

/**
 * POST shared/generateotp/: sends a code to the phone or email. No client toasts: the form shows
 * refusals (BE006 already registered, BE009 wait) beside the field.
 */
export function sendVerificationCode(
  channel: ContactChannel,
  value: string,
  purpose: VerificationPurpose,
  dialCode: DialCode,
) {
  const body =
    channel === "phone"
      ? { email_phn_flag: EMAIL_PHONE_FLAG.phone, phone: value, country_code: dialCode }
      : { email_phn_flag: EMAIL_PHONE_FLAG.email, email: value };
  return apiCall(
    "generateOtp",
    { ...body, ...(purpose === "register" ? { register_flag: true } : {}), user_type: USER_TYPE.user },
    { toast: false },
  );
}

/**
 * POST shared/validateotp/: checks a code; Data.verification_token proves the phone or email to the
 * call that needs it (registration, enquiry). No client toasts: a wrong code is shown beside the field.
 */
export function checkVerificationCode(
  channel: ContactChannel,
  value: string,
  otp: string,
  dialCode: DialCode,
) {
  return apiCall(
    "validateOtp",
    {
      email_phn_flag: channel === "phone" ? EMAIL_PHONE_FLAG.phone : EMAIL_PHONE_FLAG.email,
      user_name: value,
      otp,
      user_type: USER_TYPE.user,
      ...(channel === "phone" ? { country_code: dialCode } : {}),
    },
    { toast: false },
  );
}
