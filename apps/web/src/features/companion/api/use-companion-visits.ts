import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazyApiCall } from "../../../lib/lazy-api.ts";
import { isNoSignal, sendNow } from "../../../lib/no-signal.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { keptVisitsQuery } from "../offline/use-kept-visits.ts";
import { useCompanionId } from "../offline/use-outbox.ts";
import { type CompanionVisitList, keepVisits } from "../offline/visit-cache.ts";

/**
 * companion/getvisits/: the signed-in companion's visits, today and the next days (issue 26). Each list
 * that arrives is kept on the phone (issue 46); without signal the kept one is shown, with when it was
 * last refreshed. Asked at once even offline (`networkMode: "always"`), where it fails at once and the
 * kept list shows without waiting.
 */
export function useCompanionVisits() {
  const companionId = useCompanionId();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.companionVisits,
    networkMode: "always",
    queryFn: async (): Promise<CompanionVisitList> => {
      // The list kept on the phone is read and drawn first: loading the API client takes a phone's main
      // thread for a quarter of a second, which would hold the kept list back (bench/web-companion.ts).
      if (companionId !== null) {
        await queryClient.ensureQueryData(keptVisitsQuery(companionId)).catch(() => null);
        await new Promise((drawn) => setTimeout(drawn, 0));
      }
      try {
        const data = await sendNow((signal) =>
          lazyApiCall("companionGetVisits", undefined, { toast: false, signal }),
        );
        const list = { ...data, refreshed_at: new Date().toISOString(), from_phone: false };
        if (companionId !== null) {
          await keepVisits(companionId, data, list.refreshed_at).catch(() => undefined);
          queryClient.setQueryData(queryKeys.companionKeptVisits, { ...list, from_phone: true });
        }
        return list;
      } catch (error) {
        // Without signal, the kept list as the screen has it (sent actions written in): no second read.
        const kept = isNoSignal(error)
          ? queryClient.getQueryData<CompanionVisitList | null>(queryKeys.companionKeptVisits)
          : null;
        if (!kept) throw error;
        return kept;
      }
    },
    // A companion opens the app at the door: what the team changed since is shown on return.
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    staleTime: 30_000,
  });
}
