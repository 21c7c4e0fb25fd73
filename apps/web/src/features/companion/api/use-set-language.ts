import type { SetLanguageRequest } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { lazyApiCall as apiCall } from "../../../lib/lazy-api.ts";

/** POST companion/setlanguage/ (issue 46): the companion's own language, kept on their account. */
export function useSetLanguage() {
  return useMutation({
    mutationFn: (request: SetLanguageRequest) => apiCall("companionSetLanguage", request, { toast: false }),
  });
}
