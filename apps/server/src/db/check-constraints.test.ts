import {
  APP_LANGUAGES,
  AUDIT_TARGETS,
  BENEFICIARY_COUNTS,
  BOOKING_HOLDING_STATUSES,
  BOOKING_LIVE_STATUSES,
  BOOKING_STATUSES,
  BOOKING_TALLY_KINDS,
  CANCELLATION_OPEN_STATUSES,
  CANCELLATION_STATUSES,
  CHECK_ALERT_DAYS,
  CIRCLE_ROLES,
  COMPANION_CHECKS,
  COMPANION_PREFERENCES,
  DELIVERY_STATUSES,
  ENQUIRY_STATUSES,
  FAMILY_MEMBER_STATUSES,
  HOLIDAY_SOURCES,
  INCIDENT_ONCE_KINDS,
  INCIDENT_SEVERITIES,
  LIVE_MANDATE_STATES,
  MANDATE_METHODS,
  MANDATE_STATES,
  MESSAGE_CHANNELS,
  OTP_CHANNELS,
  OTP_PURPOSES,
  OUTBOX_STATUSES,
  PAYMENT_FREQUENCIES,
  PAYMENT_IN_PROGRESS_STATES,
  PAYMENT_STATES,
  PAYMENT_TYPE,
  PLAN_TIERS,
  QUESTION_REPLY_CHANNELS,
  QUESTION_STATUSES,
  REFUND_STATUSES,
  RENEWAL_CYCLE_DUE_STATES,
  RENEWAL_CYCLE_KINDS,
  RENEWAL_CYCLE_STATES,
  RENEWAL_REMINDER_DAYS,
  RESCHEDULE_STATUSES,
  SERIES_STATUSES,
  SERVICE_KINDS,
  SHIFT_TYPES,
  STAFF_ROLES,
  SUBSCRIPTION_REQUEST_STATUSES,
  USER_TYPE,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASES, type TestDbKind } from "../test/harness.ts";
import type { Database } from "./client.ts";
import { rawRows } from "./raw-rows.ts";

/*
 * Each rule once (issue 43): a value list the database holds in a CHECK (`status in ('…', '…')`), or in the
 * predicate of a partial index or an exclusion constraint, copies a list of the contracts. Each is read from
 * the migrated database itself (pg_get_constraintdef, pg_get_expr) and compared with the contract list it
 * mirrors, named below. A list the maps do not name fails too: a new one must be tied to its contract list.
 */

type Values = readonly (string | number)[];
const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());

/** CHECK constraint → the contract list its values must be. */
const CHECK_LISTS: Record<string, Values> = {
  admin_audit_target_ck: AUDIT_TARGETS,
  booking_tallies_kind_ck: BOOKING_TALLY_KINDS,
  companion_check_alerts_days_ck: CHECK_ALERT_DAYS,
  companion_check_alerts_kind_ck: COMPANION_CHECKS,
  bookings_status_ck: BOOKING_STATUSES,
  companion_preferences_preference_ck: COMPANION_PREFERENCES,
  enquiries_status_ck: ENQUIRY_STATUSES,
  family_members_role_ck: CIRCLE_ROLES,
  family_members_status_ck: FAMILY_MEMBER_STATUSES,
  holidays_source_ck: HOLIDAY_SOURCES,
  incidents_severity_ck: INCIDENT_SEVERITIES,
  notifications_channel_ck: MESSAGE_CHANNELS,
  notifications_delivery_ck: DELIVERY_STATUSES,
  notifications_status_ck: OUTBOX_STATUSES,
  otp_codes_channel_ck: OTP_CHANNELS,
  otp_codes_purpose_ck: OTP_PURPOSES,
  payments_status_ck: PAYMENT_STATES,
  payments_type_ck: Object.values(PAYMENT_TYPE),
  plan_cancellations_status_ck: CANCELLATION_STATUSES,
  plan_inclusions_kind_ck: SERVICE_KINDS,
  plan_inclusions_tier_ck: PLAN_TIERS,
  plan_reminders_days_ck: RENEWAL_REMINDER_DAYS,
  // The plan's columns keep the contracts' words in lower case ("Single" → single).
  plan_tiers_beneficiaries_ck: lower(BENEFICIARY_COUNTS),
  plan_tiers_frequency_ck: lower(PAYMENT_FREQUENCIES),
  plan_tiers_tier_ck: PLAN_TIERS,
  questions_status_ck: QUESTION_STATUSES,
  questions_told_via_ck: QUESTION_REPLY_CHANNELS,
  refunds_status_ck: REFUND_STATUSES,
  renewal_cycles_kind_ck: RENEWAL_CYCLE_KINDS,
  renewal_cycles_state_ck: RENEWAL_CYCLE_STATES,
  renewal_mandates_method_ck: MANDATE_METHODS,
  renewal_mandates_state_ck: MANDATE_STATES,
  reschedule_requests_status_ck: RESCHEDULE_STATUSES,
  staff_role_ck: STAFF_ROLES,
  subscription_requests_status_ck: SUBSCRIPTION_REQUEST_STATUSES,
  users_user_type_ck: Object.values(USER_TYPE),
  users_language_ck: APP_LANGUAGES,
  visit_ratings_preference_ck: COMPANION_PREFERENCES,
  visit_series_shift_ck: SHIFT_TYPES,
  visit_series_status_ck: SERIES_STATUSES,
};

/** Partial index (or exclusion constraint, read through its index) → the contract list of its predicate. */
const PREDICATE_LISTS: Record<string, Values> = {
  bookings_allowance_idx: BOOKING_HOLDING_STATUSES,
  bookings_companion_no_overlap: BOOKING_HOLDING_STATUSES,
  bookings_loved_one_shift_uq: BOOKING_HOLDING_STATUSES,
  bookings_reminder_due_idx: BOOKING_LIVE_STATUSES,
  bookings_slot_idx: BOOKING_HOLDING_STATUSES,
  notifications_once_uq: INCIDENT_ONCE_KINDS,
  payments_one_in_progress_uq: PAYMENT_IN_PROGRESS_STATES,
  plan_cancellations_one_open_uq: CANCELLATION_OPEN_STATUSES,
  renewal_cycles_due_idx: RENEWAL_CYCLE_DUE_STATES,
  renewal_mandates_live_uq: LIVE_MANDATE_STATES,
};

/**
 * The value lists of a definition as PostgreSQL prints it: `x in ('a', 'b')` reads back as
 * `x = ANY (ARRAY['a'::text, 'b'::text])` (`<> ALL` for `not in`), `n in (1, 2)` as `ARRAY[1, 2]`.
 */
function valueLists(definition: string): (string | number)[][] {
  return [...definition.matchAll(/ARRAY\[([^\]]*)\]/g)].map((m) =>
    (m[1] ?? "").split(/,\s*/).map((element) => {
      const text = /^'((?:[^']|'')*)'(?:::[a-z ]+)?$/.exec(element.trim());
      if (text) return (text[1] ?? "").replaceAll("''", "'");
      if (/^-?\d+$/.test(element.trim())) return Number(element.trim());
      throw new Error(`cannot read the value ${element} of ${definition}`);
    }),
  );
}

/** What is wrong between the lists found (name → definition) and the map: untied, different, or gone. */
function listProblems(found: { name: string; definition: string }[], map: Record<string, Values>) {
  const problems: string[] = [];
  const sorted = (values: Values) => [...values].map(String).sort();
  const seen = new Set<string>();
  for (const { name, definition } of found) {
    const lists = valueLists(definition);
    if (lists.length === 0) continue;
    seen.add(name);
    const expected = map[name];
    if (!expected) {
      problems.push(`${name} holds a value list no contract list is tied to: ${definition}`);
    } else if (lists.length > 1) {
      problems.push(
        `${name} holds ${lists.length} value lists; tie each to its contract list: ${definition}`,
      );
    } else if (JSON.stringify(sorted(lists[0] ?? [])) !== JSON.stringify(sorted(expected))) {
      problems.push(
        `${name} holds (${(lists[0] ?? []).join(", ")}) but its contract list is (${expected.join(", ")})`,
      );
    }
  }
  for (const name of Object.keys(map)) {
    if (!seen.has(name))
      problems.push(`${name} is tied to a contract list but the database holds no such list`);
  }
  return problems;
}

async function checkDefinitions(database: Database) {
  return rawRows<{ name: string; definition: string }>(
    database.db,
    sql`select con.conname as name, pg_get_constraintdef(con.oid) as definition
        from pg_constraint con join pg_namespace n on n.oid = con.connamespace
        where n.nspname = current_schema() and con.contype = 'c' order by 1`,
  );
}

async function predicateDefinitions(database: Database) {
  return rawRows<{ name: string; definition: string }>(
    database.db,
    sql`select c.relname as name, pg_get_expr(ix.indpred, ix.indrelid) as definition
        from pg_index ix join pg_class c on c.oid = ix.indexrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and ix.indpred is not null order by 1`,
  );
}

describe.each(TEST_DATABASES)(
  "%s: the database's value lists are the contracts' lists",
  (kind: TestDbKind) => {
    let database: Database;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ database, drop } = await createTestDatabase(kind));
    });
    afterAll(() => drop());

    it("every CHECK with a value list holds exactly the contract list it mirrors, and each is tied to one", async () => {
      const found = await checkDefinitions(database);
      expect(found.filter((c) => valueLists(c.definition).length > 0).length).toBe(
        Object.keys(CHECK_LISTS).length,
      );
      expect(listProblems(found, CHECK_LISTS)).toEqual([]);
    });

    it("every partial index or exclusion with a value list holds the contract list it mirrors", async () => {
      expect(listProblems(await predicateDefinitions(database), PREDICATE_LISTS)).toEqual([]);
    });

    it("a CHECK whose list differs from its contract list, or is tied to none, is named", async () => {
      await database.db.execute(sql`create table list_probe (
        status text constraint list_probe_status_ck check (status in ('open', 'shut')),
        kind text constraint list_probe_kind_ck check (kind in ('a', 'b''c')),
        n integer constraint list_probe_n_ck check (n in (1, 2)))`);
      try {
        const probes = (await checkDefinitions(database)).filter((c) => c.name.startsWith("list_probe_"));
        expect(
          listProblems(probes, {
            list_probe_status_ck: ["open", "closed"],
            list_probe_n_ck: [2, 1],
            list_probe_gone_ck: ["x"],
          }),
        ).toEqual([
          "list_probe_kind_ck holds a value list no contract list is tied to: CHECK ((kind = ANY (ARRAY['a'::text, 'b''c'::text])))",
          "list_probe_status_ck holds (open, shut) but its contract list is (open, closed)",
          "list_probe_gone_ck is tied to a contract list but the database holds no such list",
        ]);
      } finally {
        await database.db.execute(sql`drop table list_probe`);
      }
    });
  },
);
