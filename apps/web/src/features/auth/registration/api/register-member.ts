import type { RegisterRequest } from "@eldercare/contracts";
import { apiCall } from "../../../../lib/api-client.ts";

/**
 * POST users/register/ — creates the member; the client stores the returned session Token itself.
 * No client toasts: the dialog shows the first business error inline and as a toast.
 */
export async function registerMember(body: RegisterRequest) {
  return apiCall("register", body, { toast: false });
}
