import type { ApiBody } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/** shared/generateotp/ for a login (login_flag): the caller shows failures inline (no error toasts). */
export function useGenerateLoginOtp() {
  return useMutation({
    mutationFn: (request: ApiBody<"generateOtp">) => apiCall("generateOtp", request, { toast: false }),
  });
}
