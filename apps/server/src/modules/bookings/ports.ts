import type { Language, ServiceKind } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";

/*
 * What the bookings module asks of the care team's module (decision 0034's ports): the companions who
 * could make a visit, and how a companion is shown. The companions module implements it (roster.service.ts);
 * app.ts hands it over.
 */

/** Where a visit is: the loved one's city and PIN code. */
export interface VisitArea {
  cityId: number;
  pincode: string;
}

/** A companion as the availability rules read them. */
export interface RosterCompanion {
  id: number;
  languages: readonly Language[];
  /** "weekday:shift" for each shift of their weekly pattern (ISO weekday 1–7). */
  weekly: ReadonlySet<string>;
  /** Their leave overlapping the range asked, both days included (YYYY-MM-DD). */
  leave: readonly { from: string; to: string }[];
}

/** A companion as a family sees them (first name, languages, checks) and the team (name, phone). */
export interface CompanionProfile {
  id: number;
  fullName: string;
  phone: string;
  languages: Language[];
  identityVerifiedOn: string | null;
  policeVerifiedOn: string | null;
  trainingCompletedOn: string | null;
  hasPhoto: boolean;
}

export interface Roster {
  /**
   * The active companions with all three checks who make visits of this kind and cover this area, with
   * their leave between `from` and `to`; ordered by id.
   */
  eligible(
    db: Db,
    ask: { area: VisitArea; kind: ServiceKind; from: string; to: string },
  ): Promise<RosterCompanion[]>;
  /** Profiles by id (absent ids are left out). */
  profiles(db: Db, ids: readonly number[]): Promise<Map<number, CompanionProfile>>;
}
