import { useQuery } from "@tanstack/react-query";
import { lazyApiCall as apiCall } from "../../../lib/lazy-api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET shared/getallfaqs/ — the published FAQs, already in category and display order. */
export async function fetchFaqs(signal?: AbortSignal) {
  return apiCall("getAllFaqs", undefined, signal ? { signal } : {});
}

/** The published FAQs; the team edits them rarely, so they stay fresh for 10 minutes. */
export function useFaqs() {
  return useQuery({
    queryKey: queryKeys.faqs,
    queryFn: ({ signal }) => fetchFaqs(signal),
    staleTime: 10 * 60_000,
  });
}
