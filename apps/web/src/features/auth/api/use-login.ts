import type { AdminLoginDetails, LoginRequest, UserLoginDetails } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/** users/login/ (member); the client stores the returned Token. Failures are shown inline. */
export function loginUser(request: LoginRequest): Promise<UserLoginDetails> {
  return apiCall("userLogin", request, { toast: false });
}

/** admin/login/ (administrator); the client stores the returned Token. */
export function loginAdmin(request: LoginRequest): Promise<AdminLoginDetails> {
  return apiCall("adminLogin", request, { toast: false });
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}
