import type { ApiBody } from "@eldercare/contracts";
import { apiCall } from "../../../lib/api-client.ts";

/** users/createenquiry/: the form shows refusals itself (spec §8), so no client toasts here. */
export function createEnquiry(body: ApiBody<"createEnquiry">) {
  return apiCall("createEnquiry", body, { toast: false });
}
