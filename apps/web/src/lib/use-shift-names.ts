import type { DomainEntry } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { shiftNameOf } from "./shift-names.ts";

/**
 * POST shared/getdomaindata/ for shift_type (spec §3: "The same lookup serves shift types"): the names of
 * the shifts. Reference data, fresh for an hour; until it arrives each shift is named by its hours.
 */
export function useShiftNames() {
  const query = useQuery<DomainEntry[]>({
    queryKey: queryKeys.shiftTypes,
    queryFn: async ({ signal }) =>
      (await apiCall("getDomainData", { domain_type: ["shift_type"] }, { toast: false, signal }))
        .shift_type ?? [],
    staleTime: 60 * 60_000,
  });
  const entries = query.data ?? [];
  return (shift: number) => shiftNameOf(entries, shift);
}
