import type { CompanyDetails } from "@eldercare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { lazyApiCall as apiCall } from "./lazy-api.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * GET shared/company/: who stands behind the service (legal name, CIN, GSTIN, registered office,
 * grievance officer, payment processor). Set by configuration, so it changes only with a release. A
 * failed read shows nothing rather than a toast on every page: the footer simply leaves it out.
 */
export function companyQuery() {
  return queryOptions({
    queryKey: queryKeys.company,
    queryFn: ({ signal }): Promise<CompanyDetails> =>
      apiCall("fetchCompanyDetails", undefined, { toast: false, ...(signal ? { signal } : {}) }),
    staleTime: 60 * 60_000,
  });
}

export const useCompanyDetails = () => useQuery(companyQuery());
