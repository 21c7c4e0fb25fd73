import { type DialCode, EMAIL_PHONE_FLAG, USER_TYPE } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/**
 * POST shared/generateotp/ with login_flag: a code to the member's registered phone, proving it is
 * them before the account is erased (decision 0021). The dialog shows a refusal itself (no toasts).
 */
export function useSendErasureCode() {
  return useMutation({
    mutationFn: (member: { phone: string; country_code: DialCode }) =>
      apiCall(
        "generateOtp",
        {
          email_phn_flag: EMAIL_PHONE_FLAG.phone,
          phone: member.phone,
          country_code: member.country_code,
          login_flag: true,
          user_type: USER_TYPE.user,
        },
        { toast: false },
      ),
  });
}
