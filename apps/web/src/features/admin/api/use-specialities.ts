import type { Speciality } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET shared/fetchspecialities/: caregiver specialities a companion may have. Rarely changes. */
export function useSpecialities() {
  return useQuery<Speciality[]>({
    queryKey: queryKeys.specialities,
    queryFn: async ({ signal }) => (await apiCall("fetchSpecialities", undefined, { signal })).specialities,
    staleTime: 60 * 60_000,
  });
}
