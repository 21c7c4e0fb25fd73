import type { ServiceCalendar, ServiceCalendarRequest } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * users/getservicecalendar/: a month of one service as the member may book it (each day and shift open,
 * full or closed and why, the month's visits used and left, the booking rules in force). `null` until a
 * service is chosen. Places change as other families book, so it is refetched when the page regains focus.
 */
export function useServiceCalendar(userId: number, request: ServiceCalendarRequest | null) {
  return useQuery<ServiceCalendar>({
    queryKey: queryKeys.serviceCalendar(userId, request ?? { month: "", service_id: 0 }),
    queryFn: ({ signal }) => {
      if (!request) throw new Error("No service chosen");
      return apiCall("getServiceCalendar", request, { signal });
    },
    enabled: userId > 0 && request !== null,
    staleTime: 30_000,
  });
}
