import {
  type AdminCircleMember,
  type AdminFamilyActivity,
  type AdminMemberFamily,
  type AdminMemberProfile,
  type CircleRole,
  familyActivityLabel,
  type LovedOne,
  type MemberSort,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { checkInCodes } from "./check-in-codes.service.ts";
import * as familyRepo from "./family.repo.ts";
import { listLovedOneViews } from "./loved-one-view.ts";
import * as repo from "./member-admin.repo.ts";

export type { MemberCursor, MemberFilter, MemberListRow } from "./member-admin.repo.ts";

/** A person of a payer's circle as the console shows them: an invitation past its link's life is expired. */
function toCircleMember(row: familyRepo.MembershipRow, at: Date): AdminCircleMember {
  return {
    membership_id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: row.role as CircleRole,
    status: row.status === "active" ? "active" : row.expiresAt <= at ? "expired" : "invited",
    invited_at: row.invitedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    member_user_id: row.status === "active" ? row.memberUserId : null,
  };
}

/**
 * What the members module lends the admin console (built in app.ts): members found, paged or in keyset
 * batches (for the CSV export), their loved-one counts, one member's profile and loved ones, and their
 * family circle (issue 29): the people they invited, the families they belong to, what circle members did.
 */
export function createMemberAdmin(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /**
   * The member's details as the console shows them (the ID number only masked); null for no such member,
   * and for one with no loved one in `cities` (null: every city).
   */
  async function profile(memberId: number, cities: CityScope): Promise<AdminMemberProfile | null> {
    const found = await repo.findMemberProfile(db, memberId, cities);
    if (!found) return null;
    const { user: u } = found;
    return {
      member_id: u.id,
      user_name: u.userName,
      phone: u.phone,
      email: u.email,
      user_relation: u.userRelation,
      address_line: u.addressLine,
      city_name: found.cityName,
      state_name: found.stateName,
      country_name: found.countryName,
      pincode: u.pincode,
      id_type_name: found.idTypeName,
      id_no_masked: u.idNoMasked,
      consent_version: u.consentVersion,
      consent_accepted_at: u.consentAcceptedAt?.toISOString() ?? null,
      created_at: u.createdAt.toISOString(),
      erased: u.erasedAt !== null,
      erased_at: u.erasedAt?.toISOString() ?? null,
    };
  }

  return {
    page: (f: repo.MemberFilter, sort: MemberSort, offset: number, limit: number) =>
      repo.pageMembers(db, f, sort, offset, limit),
    after: (f: repo.MemberFilter, sort: MemberSort, last: repo.MemberCursor | null, limit: number) =>
      repo.membersAfter(db, f, sort, last, limit),
    lovedOneCounts: (memberIds: number[]) => repo.lovedOneCounts(db, memberIds),
    /** The dashboard's members: all (not erased), and those who joined since each instant. */
    counts: (since7Days: Date, since30Days: Date, cities: CityScope = null) =>
      repo.memberCounts(db, since7Days, since30Days, cities),
    profile,
    lovedOnes: (memberId: number): Promise<LovedOne[]> => listLovedOneViews(db, memberId, deps.now()),
    /**
     * admin/rotatecheckincode/ (decision 0093): replaces a loved one's check-in code in the caller's
     * transaction (beside its audit row); null for one missing or outside `cities` (the loved one's city).
     */
    rotateCheckInCode: (tx: Db, lovedOneId: number, cities: CityScope, at: Date) =>
      checkInCodes.rotate(tx, lovedOneId, cities, at),
    /** The people this member invited to their circle (removed ones left out), in the order invited. */
    familyCircle: async (memberId: number): Promise<AdminCircleMember[]> => {
      const at = deps.now();
      return (await familyRepo.circlesOf(db, [memberId])).map((row) => toCircleMember(row, at));
    },
    /** The families this member belongs to as an (accepted) circle member. */
    familiesOf: async (memberId: number): Promise<AdminMemberFamily[]> =>
      (await familyRepo.membershipsOf(db, memberId)).map((m) => ({
        membership_id: m.id,
        payer_id: m.payerId,
        payer_name: m.payerName,
        role: m.role as CircleRole,
        accepted_at: m.acceptedAt?.toISOString() ?? null,
      })),
    /** The latest things circle members did on this member's account, newest first, with who did them. */
    familyActivity: async (memberId: number, limit: number): Promise<AdminFamilyActivity[]> =>
      (await familyRepo.recentActivity(db, memberId, limit)).map((a) => ({
        activity_id: a.id,
        actor_user_id: a.actorUserId,
        actor_name: a.actorName,
        action: a.action,
        label: familyActivityLabel(a.action),
        detail: a.detail,
        at: a.at.toISOString(),
      })),
  };
}
export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
