import type { AdminMemberProfile, LovedOne, MemberSort } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { listLovedOneViews } from "./loved-one-view.ts";
import * as repo from "./member-admin.repo.ts";

export type { MemberCursor, MemberFilter, MemberListRow } from "./member-admin.repo.ts";

/**
 * What the members module lends the admin console (built in app.ts): members found, paged or in keyset
 * batches (for the CSV export), their loved-one counts, and one member's profile and loved ones.
 */
export function createMemberAdmin(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** The member's details as the console shows them (the ID number only masked); null for no such member. */
  async function profile(memberId: number): Promise<AdminMemberProfile | null> {
    const found = await repo.findMemberProfile(db, memberId);
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
    counts: (since7Days: Date, since30Days: Date) => repo.memberCounts(db, since7Days, since30Days),
    profile,
    lovedOnes: (memberId: number): Promise<LovedOne[]> => listLovedOneViews(db, memberId, deps.now()),
  };
}
export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
