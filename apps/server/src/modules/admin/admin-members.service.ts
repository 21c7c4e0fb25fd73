import {
  ADMIN_MEMBER_BOOKINGS_MAX,
  ADMIN_MEMBER_CSV_COLUMNS,
  ADMIN_MEMBER_FAMILY_ACTIVITY_MAX,
  ADMIN_MEMBER_MESSAGES,
  ADMIN_MEMBER_MESSAGES_MAX,
  type AdminMember,
  type AdminMemberDetail,
  type adminMemberListRequestSchema,
  CHECK_IN_CODE_MESSAGES,
  membersCsvFilename,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { CsvResult } from "../../http/route.ts";
import type { CsvValue } from "../../lib/csv.ts";
import { keysetBatches } from "../../lib/csv.ts";
import { indiaDate, indiaDateTime } from "../../lib/india-date.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { EnquiryRecords } from "../enquiries/enquiry-records.service.ts";
import type {
  MemberAdmin,
  MemberCursor,
  MemberFilter,
  MemberListRow,
} from "../members/member-admin.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { Audit } from "./audit.service.ts";

type ListRequest = z.output<typeof adminMemberListRequestSchema>;

const DAY_MS = 86_400_000;
/** Midnight India time at the start of a calendar day (YYYY-MM-DD). */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The request's filters as instants: joined on India days `joined_from` to `joined_to`, both included;
 * and the caller's cities (null: every member).
 */
function filterOf(r: ListRequest, cities: CityScope): MemberFilter {
  return {
    cities,
    search: r.search_string.trim(),
    joinedFrom: r.joined_from ? indiaMidnight(r.joined_from) : null,
    joinedBefore: r.joined_to ? new Date(indiaMidnight(r.joined_to).getTime() + DAY_MS) : null,
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One member as a CSV line, in ADMIN_MEMBER_CSV_COLUMNS order (dates in India time). */
function csvRow(m: AdminMember): CsvValue[] {
  return [
    m.member_id,
    m.user_name,
    m.phone,
    m.email,
    m.city_name,
    m.plan_type_name ? capitalize(m.plan_type_name) : null,
    m.plan_status ? capitalize(m.plan_status) : null,
    m.loved_ones_count,
    m.upcoming_visits,
    indiaDateTime(new Date(m.created_at)),
    m.erased ? "Yes" : "No",
  ];
}

/**
 * admin/getallmembers/, admin/getmember/ and admin/exportmembers/: read-only views of members. The
 * members, billing, bookings and enquiries modules each answer for their own tables through the
 * services app.ts lends; a page costs its two list queries plus one aggregate per module, never one
 * query per member.
 */
export function createAdminMembers(deps: {
  db: Db;
  now: () => Date;
  memberAdmin: MemberAdmin;
  bookingAdmin: BookingAdmin;
  paymentHistory: PaymentHistory;
  enquiryRecords: EnquiryRecords;
  /** How messages reach the member, and the latest sent to them (issue 29). */
  notifier: Pick<Notifier, "prefsOf" | "recentTo">;
  audit: Pick<Audit, "record">;
}) {
  const { db, memberAdmin, bookingAdmin, paymentHistory } = deps;

  /** The list items of these members, with their counts and plan read for all of them at once. */
  async function itemsOf(rows: MemberListRow[]): Promise<AdminMember[]> {
    const ids = rows.map((r) => r.id);
    const [lovedOnes, upcoming, plans] = await Promise.all([
      memberAdmin.lovedOneCounts(ids),
      bookingAdmin.upcomingCounts(db, ids),
      paymentHistory.currentPlans(ids),
    ]);
    return rows.map((r) => {
      const plan = plans.get(r.id);
      return {
        member_id: r.id,
        user_name: r.userName,
        phone: r.phone,
        email: r.email,
        city_name: r.cityName,
        plan_type_name: plan?.tier ?? null,
        plan_status: plan?.status ?? null,
        plan_paused: plan?.paused ?? false,
        loved_ones_count: lovedOnes.get(r.id) ?? 0,
        upcoming_visits: upcoming.get(r.id) ?? 0,
        created_at: r.createdAt.toISOString(),
        erased: r.erasedAt !== null,
      };
    });
  }

  async function list(r: ListRequest, cities: CityScope) {
    const { rows, total, capped } = await memberAdmin.page(
      filterOf(r, cities),
      r.sort,
      r.page_index * r.page_size,
      r.page_size,
    );
    return {
      items: await itemsOf(rows),
      total_count: total,
      total_capped: capped,
      page_index: r.page_index,
      page_size: r.page_size,
    };
  }

  /**
   * One member's page; a member outside `cities` is missing, as an unknown id is. Without `seesPayments`
   * (a coordinator) the page leaves out the payments and the amounts paid for plans.
   */
  async function get(memberId: number, cities: CityScope, seesPayments = true): Promise<AdminMemberDetail> {
    const profile = await memberAdmin.profile(memberId, cities);
    if (!profile) throw new AppError("BE004", ADMIN_MEMBER_MESSAGES.memberNotFound);
    const [
      lovedOnes,
      subscriptions,
      payments,
      bookings,
      enquiries,
      choices,
      messages,
      circle,
      families,
      activity,
    ] = await Promise.all([
      memberAdmin.lovedOnes(memberId),
      paymentHistory.plans(memberId),
      seesPayments ? paymentHistory.payments(memberId) : Promise.resolve(undefined),
      bookingAdmin.memberBookings(db, memberId, ADMIN_MEMBER_BOOKINGS_MAX),
      deps.enquiryRecords.sentBy({ userId: memberId, phone: profile.phone, email: profile.email }),
      deps.notifier.prefsOf(memberId),
      deps.notifier.recentTo([profile.email, profile.phone], ADMIN_MEMBER_MESSAGES_MAX),
      memberAdmin.familyCircle(memberId),
      memberAdmin.familiesOf(memberId),
      memberAdmin.familyActivity(memberId, ADMIN_MEMBER_FAMILY_ACTIVITY_MAX),
    ]);
    return {
      profile,
      loved_ones: lovedOnes,
      subscriptions: seesPayments ? subscriptions : subscriptions.map(({ amount: _paid, ...plan }) => plan),
      ...(payments ? { payments } : {}),
      bookings: bookings.items,
      bookings_total: bookings.total,
      enquiries: enquiries.reverse(),
      message_choices: choices,
      messages,
      family_circle: circle,
      family_of: families,
      family_activity: activity,
    };
  }

  /** Every matching member in the list's order, read a keyset batch at a time (page fields ignored). */
  function exportCsv(r: ListRequest, cities: CityScope): CsvResult {
    const filter = filterOf(r, cities);
    type Batched = { cursor: MemberCursor; item: AdminMember };
    const batches = keysetBatches<Batched>(async (last, size) => {
      const rows = await memberAdmin.after(filter, r.sort, last?.cursor ?? null, size);
      const items = await itemsOf(rows);
      return rows.flatMap((row, i) => {
        const item = items[i];
        return item ? [{ cursor: { id: row.id, cursor: row.cursor }, item }] : [];
      });
    });
    async function* lines() {
      for await (const { item } of batches) yield csvRow(item);
    }
    return {
      filename: membersCsvFilename(indiaDate(deps.now())),
      header: ADMIN_MEMBER_CSV_COLUMNS,
      rows: lines(),
    };
  }

  /**
   * admin/rotatecheckincode/ (issue 46, decision 0093): a new check-in code for a loved one of the caller's
   * cities (their own city; another is missing, 404), with its audit row in the same transaction. The old
   * code no longer matches once this commits; the answer never holds a code (the family prints it).
   */
  async function rotateCheckInCode(adminId: number, lovedOneId: number, cities: CityScope) {
    const at = deps.now();
    await db.transaction(async (tx) => {
      const done = await memberAdmin.rotateCheckInCode(tx, lovedOneId, cities, at);
      if (!done) throw new AppError("BE004", CHECK_IN_CODE_MESSAGES.lovedOneNotFound);
      await deps.audit.record(tx, {
        adminId,
        action: "loved_one.rotate_check_in_code",
        targetType: "loved_one",
        targetId: lovedOneId,
        before: { check_in_code_made_at: done.before?.toISOString() ?? null },
        after: { check_in_code_made_at: done.after.toISOString() },
        at,
      });
    });
    return {
      loved_one_id: lovedOneId,
      rotated_at: at.toISOString(),
      Message: CHECK_IN_CODE_MESSAGES.rotated,
    };
  }

  return { list, get, exportCsv, rotateCheckInCode };
}
export type AdminMembers = ReturnType<typeof createAdminMembers>;
