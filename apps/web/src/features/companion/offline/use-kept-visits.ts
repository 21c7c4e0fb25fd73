import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useCompanionId } from "./use-outbox.ts";
import { type CompanionVisitList, keptVisits } from "./visit-cache.ts";

/** The kept list's query (one read of IndexedDB, shared by the screen and the server's list waiting on it). */
export function keptVisitsQuery(companionId: number | null) {
  return queryOptions({
    queryKey: queryKeys.companionKeptVisits,
    networkMode: "always",
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<CompanionVisitList | null> => {
      const kept = companionId === null ? null : await keptVisits(companionId).catch(() => null);
      return kept ? { ...kept.data, refreshed_at: kept.refreshedAt, from_phone: true } : null;
    },
  });
}

/**
 * The visit list as last kept on the phone, read from IndexedDB alone (no API client, no network), so a
 * start without signal shows today's visits as soon as the page is drawn instead of after a request
 * that can only fail (issue 46). Null when nothing is kept (a first start) or it cannot be read.
 */
export function useKeptVisits() {
  const companionId = useCompanionId();
  return useQuery({ ...keptVisitsQuery(companionId), enabled: companionId !== null });
}
