import { useQuery } from "@tanstack/react-query";
import { serviceItemsQuery } from "../../../lib/service-items-query.ts";

/** The bookable services (shared/fetchserviceitems/), grouped by assistance type in the form. */
export function useServiceItems() {
  return useQuery(serviceItemsQuery());
}
