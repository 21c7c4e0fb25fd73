import type { ApiBody, USER_TYPE } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

export type LoginUserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** shared/generateotp/ for a login (login_flag): the caller shows failures inline (no error toasts). */
export function generateLoginOtp(request: ApiBody<"generateOtp">) {
  return apiCall("generateOtp", request, { toast: false });
}

export function useGenerateLoginOtp() {
  return useMutation({ mutationFn: generateLoginOtp });
}
