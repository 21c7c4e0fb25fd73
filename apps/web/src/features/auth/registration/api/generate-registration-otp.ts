import { EMAIL_PHONE_FLAG, USER_TYPE } from "@eldercare/contracts";
import { apiCall } from "../../../../lib/api-client.ts";

export type ContactChannel = "phone" | "email";

/**
 * POST shared/generateotp/ with register_flag — sends a registration code to the phone or email.
 * No client toasts: the dialog shows refusals (BE006 already registered, BE009 wait) beside the field.
 */
export async function generateRegistrationOtp(channel: ContactChannel, value: string) {
  const body =
    channel === "phone"
      ? { email_phn_flag: EMAIL_PHONE_FLAG.phone, phone: value }
      : { email_phn_flag: EMAIL_PHONE_FLAG.email, email: value };
  return apiCall(
    "generateOtp",
    { ...body, register_flag: true, user_type: USER_TYPE.user },
    { toast: false },
  );
}
