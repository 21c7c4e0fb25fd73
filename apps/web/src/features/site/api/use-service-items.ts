import { useQuery } from "@tanstack/react-query";
import { serviceItemsQuery } from "../../../lib/service-items-query.ts";

/** The service catalogue (shared/fetchserviceitems/); it changes rarely, so it stays fresh for 10 minutes. */
export function useServiceItems() {
  return useQuery(serviceItemsQuery());
}
