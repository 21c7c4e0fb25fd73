import { useMemo } from "react";
import { useCompanionVisits } from "../api/use-companion-visits.ts";
import { type ShownVisit, withQueued } from "./queued-visits.ts";
import { useOutbox } from "./use-outbox.ts";
import type { CompanionVisitList } from "./visit-cache.ts";

/** The visit list as shown: what waits on the phone already done. */
export type ShownVisitList = Omit<CompanionVisitList, "visits"> & { visits: ShownVisit[] };

/** The visit list with what waits on the phone shown as done (issue 46); the query's state otherwise. */
export function useShownVisits() {
  const query = useCompanionVisits();
  const actions = useOutbox();
  const data = useMemo(
    (): ShownVisitList | undefined =>
      query.data ? { ...query.data, visits: withQueued(query.data.visits, actions ?? []) } : undefined,
    [query.data, actions],
  );
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    data,
  };
}
