import { useMemo } from "react";
import { useCompanionVisits } from "../api/use-companion-visits.ts";
import { type ShownVisit, withQueued } from "./queued-visits.ts";
import { useKeptVisits } from "./use-kept-visits.ts";
import { useOutbox } from "./use-outbox.ts";
import type { CompanionVisitList } from "./visit-cache.ts";

/** The visit list as shown: what waits on the phone already done. */
export type ShownVisitList = Omit<CompanionVisitList, "visits"> & { visits: ShownVisit[] };

/**
 * The visit list with what waits on the phone shown as done (issue 46); the query's state otherwise.
 * While the server's list is on its way, the one kept on the phone is shown (with when it was last
 * refreshed), so the app opens at once with or without signal; the server's replaces it when it comes.
 */
export function useShownVisits() {
  const query = useCompanionVisits();
  const kept = useKeptVisits();
  const actions = useOutbox();
  const list = query.data ?? (query.isPending ? (kept.data ?? undefined) : undefined);
  const data = useMemo(
    (): ShownVisitList | undefined =>
      list ? { ...list, visits: withQueued(list.visits, actions ?? []) } : undefined,
    [list, actions],
  );
  return {
    isPending: query.isPending && data === undefined,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    data,
  };
}
