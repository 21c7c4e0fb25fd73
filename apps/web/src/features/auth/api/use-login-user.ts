import type { LoginRequest } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/** users/login/ (member); the client stores the returned Token. Failures are shown inline. */
export function useLoginUser() {
  return useMutation({
    mutationFn: (request: LoginRequest) => apiCall("userLogin", request, { toast: false }),
  });
}
