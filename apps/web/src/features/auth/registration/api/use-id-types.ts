import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";
import { FALLBACK_ID_TYPES } from "../lib/registration-request.ts";

/** POST shared/getdomaindata/ for id_type — the ID document kinds (Aadhaar, PAN, Passport, Voter ID). */
export async function fetchIdTypes(signal?: AbortSignal) {
  const data = await apiCall(
    "getDomainData",
    { domain_type: ["id_type"] },
    { toast: false, ...(signal ? { signal } : {}) },
  );
  return data.id_type ?? [];
}

/**
 * The ID types for the registration select. Reference data that rarely changes, so it stays fresh for
 * an hour; until it arrives (or if it cannot be fetched) the contract's four types are offered.
 */
export function useIdTypes() {
  const query = useQuery({
    queryKey: queryKeys.idTypes,
    queryFn: ({ signal }) => fetchIdTypes(signal),
    staleTime: 60 * 60_000,
  });
  const list = query.data && query.data.length > 0 ? query.data : FALLBACK_ID_TYPES;
  return { idTypes: list, isLoading: query.isLoading };
}
