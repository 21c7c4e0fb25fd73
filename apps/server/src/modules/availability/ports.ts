import type { CompanionPreference } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";

/*
 * What the availability rules ask of the visits module built on them (decision 0034's ports): the family's
 * wishes about companions, from their ratings. The visits module's records fit it (visit-records.service.ts).
 */

/** A member's wishes about companions (prefer or avoid, from their ratings), by companion. */
export interface CompanionWishes {
  wishesOf(db: Db, userId: number): Promise<Map<number, CompanionPreference>>;
}
