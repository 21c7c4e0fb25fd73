import type { BookingCompanion, Language, ServiceKind } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as repo from "./roster.repo.ts";

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
  /**
   * The last day all three checks hold (the earliest valid-until date, issue 45): not sent on a visit after
   * it. Null: no end recorded (a companion seeded without valid-until dates).
   */
  validThrough: string | null;
}

/** A companion as a family sees them (first name, languages, checks) and the team (name, phone). */
export interface CompanionProfile {
  id: number;
  /** Their account (messages to them go to its email and phone). */
  userId: number;
  fullName: string;
  phone: string;
  languages: Language[];
  identityVerifiedOn: string | null;
  policeVerifiedOn: string | null;
  trainingCompletedOn: string | null;
  hasPhoto: boolean;
}

/**
 * A companion as the family sees them: first name, languages and the dates of their checks (null until
 * every check is done). Shared by the bookings the family reads and the letters they are sent.
 */
export function companionForFamily(p: CompanionProfile | undefined): BookingCompanion | null {
  if (!p?.identityVerifiedOn || !p.policeVerifiedOn || !p.trainingCompletedOn) return null;
  return {
    first_name: p.fullName.trim().split(/\s+/)[0] ?? "",
    languages: p.languages,
    identity_verified_on: p.identityVerifiedOn,
    police_verified_on: p.policeVerifiedOn,
    training_completed_on: p.trainingCompletedOn,
    has_photo: p.hasPhoto,
  };
}

/** Who could make a visit, and how a companion is shown. */
export interface Roster {
  /**
   * The active companions with all three checks who make visits of this kind and cover this area, with
   * their leave between `from` and `to` and the last day their checks hold (none lapsed before `from`);
   * ordered by id.
   */
  eligible(
    db: Db,
    ask: { area: VisitArea; kind: ServiceKind; from: string; to: string },
  ): Promise<RosterCompanion[]>;
  /** Profiles by id (absent ids are left out). */
  profiles(db: Db, ids: readonly number[]): Promise<Map<number, CompanionProfile>>;
  /**
   * A city's companions who could be sent on or after `from`, with their leave in [from, to], the kinds
   * they make and the PIN codes they cover (empty: the whole city): the auto-scheduler's one read.
   */
  cityRoster(
    db: Db,
    cityId: number,
    from: string,
    to: string,
  ): Promise<(RosterCompanion & { kinds: readonly ServiceKind[]; pincodes: readonly string[] })[]>;
  /** A city's active companions with all three checks, with their leave on `date` (the coordinator's board). */
  ofCity(db: Db, cityId: number, date: string): Promise<RosterCompanion[]>;
}

/**
 * The roster lent to the bookings and visits modules (decisions 0034 and 0044): who could make a visit,
 * and how a companion is shown. Names and phones are their accounts', read through the members directory.
 */
export function createRoster(deps: { members: Pick<MemberDirectory, "contacts"> }): Roster {
  return {
    async eligible(
      db: Db,
      {
        area,
        kind,
        from,
        to,
      }: { area: { cityId: number; pincode: string }; kind: ServiceKind; from: string; to: string },
    ) {
      const rows = await repo.eligibleCompanions(db, area.cityId, area.pincode, kind, from);
      const leave = await repo.leaveBetween(
        db,
        rows.map((r) => r.id),
        from,
        to,
      );
      return rows.map((r) => ({
        id: r.id,
        languages: r.languages,
        weekly: new Set(r.weekly.map((w) => `${w.weekday}:${w.shift_type}`)),
        leave: leave.filter((l) => l.companionId === r.id).map((l) => ({ from: l.from, to: l.to })),
        validThrough: r.validThrough,
      }));
    },
    async cityRoster(db: Db, cityId: number, from: string, to: string) {
      const rows = await repo.cityRosterFrom(db, cityId, from);
      const leave = await repo.leaveBetween(
        db,
        rows.map((r) => r.id),
        from,
        to,
      );
      return rows.map((r) => ({
        id: r.id,
        languages: r.languages,
        weekly: new Set(r.weekly.map((w) => `${w.weekday}:${w.shift_type}`)),
        leave: leave.filter((l) => l.companionId === r.id).map((l) => ({ from: l.from, to: l.to })),
        validThrough: r.validThrough,
        kinds: r.serviceKinds,
        pincodes: r.pincodes,
      }));
    },
    async ofCity(db: Db, cityId: number, date: string) {
      const rows = await repo.cityCompanions(db, cityId);
      const leave = await repo.leaveBetween(
        db,
        rows.map((r) => r.id),
        date,
        date,
      );
      return rows.map((r) => ({
        id: r.id,
        languages: r.languages,
        weekly: new Set(r.weekly.map((w) => `${w.weekday}:${w.shift_type}`)),
        leave: leave.filter((l) => l.companionId === r.id).map((l) => ({ from: l.from, to: l.to })),
        validThrough: r.validThrough,
      }));
    },
    async profiles(db: Db, ids: readonly number[]) {
      const rows = await repo.companionsByIds(db, [...new Set(ids)]);
      const contacts = await deps.members.contacts(
        db,
        rows.map((r) => r.userId),
      );
      return new Map(
        rows.map((r) => {
          const contact = contacts.get(r.userId);
          return [
            r.id,
            {
              id: r.id,
              userId: r.userId,
              fullName: contact?.name ?? "",
              phone: contact?.phone ?? "",
              languages: r.languages,
              identityVerifiedOn: r.identityVerifiedOn,
              policeVerifiedOn: r.policeVerifiedOn,
              trainingCompletedOn: r.trainingCompletedOn,
              hasPhoto: r.hasPhoto,
            },
          ] as const;
        }),
      );
    },
  };
}
