import { type DialCode, EMAIL_PHONE_FLAG, USER_TYPE } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../api-client.ts";
import type { ContactChannel } from "./use-send-verification-code.ts";

export interface CheckVerificationCode {
  channel: ContactChannel;
  value: string;
  otp: string;
  dialCode: DialCode;
}

/**
 * POST shared/validateotp/: checks a code; Data.verification_token proves the phone or email to the
 * call that needs it (registration, enquiry). No client toasts: a wrong code is shown beside the field.
 */
export function useCheckVerificationCode() {
  return useMutation({
    mutationFn: ({ channel, value, otp, dialCode }: CheckVerificationCode) =>
      apiCall(
        "validateOtp",
        {
          email_phn_flag: channel === "phone" ? EMAIL_PHONE_FLAG.phone : EMAIL_PHONE_FLAG.email,
          user_name: value,
          otp,
          user_type: USER_TYPE.user,
          ...(channel === "phone" ? { country_code: dialCode } : {}),
        },
        { toast: false },
      ),
  });
}
