import type { CompanionVisit } from "@eldercare/contracts";
import type { QueuedVisitLabel } from "./companion-db.ts";

/** What a queued action keeps of its visit, to name it even when the visit has left the list. */
export const labelOf = (v: CompanionVisit): QueuedVisitLabel => ({
  firstName: v.loved_one_first_name,
  visitDate: v.visit_date,
  startTime: v.start_time,
});
