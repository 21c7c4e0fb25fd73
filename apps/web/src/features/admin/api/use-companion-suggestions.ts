import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/suggestcompanions/: who could make a booking's visit, best first, with why. Asked afresh each
 * time the dialog opens (someone else may have been assigned meanwhile); a failure is shown in the dialog.
 * No toast: the dialog says it is loading, and a toast would sit over its list (issue 42, decision 0070).
 */
export function useCompanionSuggestions(bookingId: number | null) {
  return useQuery({
    queryKey: queryKeys.companionSuggestionsFor(bookingId ?? 0),
    queryFn: ({ signal }) =>
      apiCall("adminSuggestCompanions", { booking_id: bookingId ?? 0 }, { signal, toast: false }),
    enabled: bookingId !== null && bookingId > 0,
    staleTime: 0,
    gcTime: 0,
  });
}
