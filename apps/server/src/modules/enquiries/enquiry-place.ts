import { TOWN_REQUEST_MESSAGES } from "@eldercare/contracts";

/** Where an enquiry is from, as the team and the family read it: its city, or the town not served yet. */
export function enquiryPlace(p: {
  cityName: string | null;
  requestedStateName: string | null;
  row: { requestedTown: string | null };
}): string {
  if (p.cityName !== null) return p.cityName;
  return TOWN_REQUEST_MESSAGES.place(p.row.requestedTown ?? "", p.requestedStateName ?? "");
}
