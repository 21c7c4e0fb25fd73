import { type DialCode, EMAIL_PHONE_FLAG, USER_TYPE } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../api-client.ts";

export type ContactChannel = "phone" | "email";

/** Why a contact is verified: registration (refused for a phone or email already registered, BE006) or a plain check (enquiries). */
export type VerificationPurpose = "register" | "verify";

export interface SendVerificationCode {
  channel: ContactChannel;
  value: string;
  purpose: VerificationPurpose;
  dialCode: DialCode;
}

/**
 * POST shared/generateotp/: sends a code to the phone or email. No client toasts: the form shows
 * refusals (BE006 already registered, BE009 wait) beside the field.
 */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: ({ channel, value, purpose, dialCode }: SendVerificationCode) => {
      const body =
        channel === "phone"
          ? { email_phn_flag: EMAIL_PHONE_FLAG.phone, phone: value, country_code: dialCode }
          : { email_phn_flag: EMAIL_PHONE_FLAG.email, email: value };
      return apiCall(
        "generateOtp",
        { ...body, ...(purpose === "register" ? { register_flag: true } : {}), user_type: USER_TYPE.user },
        { toast: false },
      );
    },
  });
}
