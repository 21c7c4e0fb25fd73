import { EMAIL_PHONE_FLAG, USER_TYPE } from "@eldercare/contracts";
import { apiCall } from "../../../../lib/api-client.ts";
import type { ContactChannel } from "./generate-registration-otp.ts";

/**
 * POST shared/validateotp/ — checks a registration code; Data.verification_token proves the phone or
 * email for users/register/. No client toasts: a wrong code is shown beside the field (spec §4).
 */
export async function validateRegistrationOtp(channel: ContactChannel, value: string, otp: string) {
  return apiCall(
    "validateOtp",
    {
      email_phn_flag: channel === "phone" ? EMAIL_PHONE_FLAG.phone : EMAIL_PHONE_FLAG.email,
      user_name: value,
      otp,
      user_type: USER_TYPE.user,
    },
    { toast: false },
  );
}
