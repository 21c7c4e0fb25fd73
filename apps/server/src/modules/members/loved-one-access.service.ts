import type { Language, MobilityLevel, VisitEmergencyCard } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { checkInCodes } from "./check-in-codes.service.ts";
import { cardsOf } from "./emergency-cards.repo.ts";
import { emergencyCardFields } from "./emergency-cards.service.ts";
import {
  findCareDetails,
  findDoorDetails,
  findLovedOne,
  lockLovedOneForBooking,
  lockLovedOneForRemoval,
  lockMemberLovedOnes,
} from "./loved-ones.repo.ts";

/** What the companion making a visit needs at the door (their app): nothing else of the family. */
export interface LovedOneAtTheDoor {
  contactName: string;
  contactPhone: string;
  languages: Language[];
  mobility: MobilityLevel;
  notes: string;
}

/** A loved one as a booking names them: who, and where (the visit's city and state). */
export interface LovedOneForVisit {
  id: number;
  fullName: string;
  cityId: number;
  stateId: number;
  /** The state's ISO code and name (a visit's PIN code must be of that state). */
  stateCode: string;
  stateName: string;
  /** The PIN code of the care address: where the roster's companions must cover. */
  pincode: string;
  /** The care address (a care schedule's visits are there). */
  addressLine: string;
}

/**
 * The member's loved ones as the bookings module reads and locks them (built in app.ts and lent by
 * name): `loved_ones` is the members module's own table. Another member's loved one is null, as if it
 * did not exist.
 */
export function createLovedOneAccess() {
  return {
    /** Share-locked in a booking's transaction, after the plan (decision 0033): removal waits for it. */
    lockForBooking: (tx: Db, userId: number, lovedOneId: number): Promise<LovedOneForVisit | null> =>
      lockLovedOneForBooking(tx, userId, lovedOneId),
    /**
     * Locked for update (rank 3), id and name: a pause of their visits (decision 0080) waits for a booking or
     * a care schedule booking for them, and they wait for it, so no visit is booked inside the pause.
     */
    lockForPause: (tx: Db, userId: number, lovedOneId: number) =>
      lockLovedOneForRemoval(tx, userId, lovedOneId),
    /** Without a lock (the calendar asked about one). */
    async find(db: Db, userId: number, lovedOneId: number): Promise<LovedOneForVisit | null> {
      const found = await findLovedOne(db, userId, lovedOneId);
      return found
        ? {
            id: found.row.id,
            fullName: found.row.fullName,
            cityId: found.row.cityId,
            stateId: found.row.stateId,
            stateCode: found.stateCode,
            stateName: found.stateName,
            pincode: found.row.pincode,
            addressLine: found.row.addressLine,
          }
        : null;
    },
    /** Languages and mobility by loved one id, for the console's bookings (absent: removed or erased). */
    async careDetails(
      db: Db,
      ids: readonly number[],
    ): Promise<Map<number, { languages: Language[]; mobility: MobilityLevel }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      return new Map((await findCareDetails(db, unique)).map((r) => [r.id, r]));
    },
    /** The door details by loved one id, for the companions' visit lists (absent: removed or erased). */
    async doorDetails(db: Db, ids: readonly number[]): Promise<Map<number, LovedOneAtTheDoor>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      return new Map((await findDoorDetails(db, unique)).map(({ id, ...details }) => [id, details]));
    },
    /** The emergency cards by loved one id, for visits on their day only (absent: none written). */
    async emergencyCards(db: Db, ids: readonly number[]): Promise<Map<number, VisitEmergencyCard>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      return new Map((await cardsOf(db, unique)).map((c) => [c.lovedOneId, emergencyCardFields(c)]));
    },
    /**
     * Whether `typed` is the loved one's current check-in code (decision 0093), read share-locked in the
     * check-in's transaction after the visit's booking: a rotation waits for it, or is seen by it.
     */
    checkInCodeMatches: (tx: Db, lovedOneId: number, typed: string): Promise<boolean> =>
      checkInCodes.matches(tx, lovedOneId, typed),
    /** Every loved one of the member, locked for update (erasure: no booking for them is then in flight). */
    lockAllOf: (tx: Db, userId: number): Promise<void> => lockMemberLovedOnes(tx, userId),
  };
}
export type LovedOneAccess = ReturnType<typeof createLovedOneAccess>;
