import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Migration 0055 (issue 43, decision 0084): a visit's own state leaves bookings for visit_checks. Each visit
 * checked in, out or alerted keeps its state; the others get no row; the old columns are gone.
 */
const SQL = readFileSync(new URL("../../drizzle/0055_visit_checks.sql", import.meta.url), "utf8");

describe("migration 0055: a visit's own state moves to visit_checks", () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it("copies each visit's checks and late alert, and drops the columns", async () => {
    await db.exec(`
      create function background_work_changed() returns trigger language plpgsql as $$ begin return null; end $$;
      create table bookings (
        id int primary key, status text not null, visit_date date, starts_at timestamptz,
        reminder_queued_at timestamptz, checked_in_at timestamptz, checked_out_at timestamptz,
        late_alerted_at timestamptz, check_in_location jsonb, check_out_location jsonb,
        updated_at timestamptz not null
      );
      create index bookings_awaiting_checkin_idx on bookings (starts_at) where status = 'confirmed' and checked_in_at is null;
      create index bookings_report_due_idx on bookings (checked_out_at) where status = 'confirmed' and checked_out_at is not null;
      create trigger bookings_background_work_update after update on bookings for each row
        when (old.late_alerted_at is not null and new.late_alerted_at is null) execute function background_work_changed();
      insert into bookings values
        (1, 'completed', null, null, null, '2026-12-10 09:55+05:30', '2026-12-10 12:00+05:30', null,
         '{"lat": 22.5, "lng": 88.3}', null, '2026-12-10 12:00+05:30'),
        (2, 'confirmed', null, null, null, null, null, '2026-12-10 09:16+05:30', null, null, '2026-12-10 09:16+05:30'),
        (3, 'confirmed', null, null, null, null, null, null, null, null, '2026-12-01 10:00+05:30');
    `);
    for (const statement of SQL.split("--> statement-breakpoint")) await db.exec(statement);

    const rows = await db.query<Record<string, unknown>>(
      `select booking_id, checked_in_at, checked_out_at, late_alerted_at, check_in_location
       from visit_checks order by booking_id`,
    );
    expect(
      rows.rows.map((r) => [
        r.booking_id,
        (r.checked_in_at as Date | null)?.toISOString() ?? null,
        (r.checked_out_at as Date | null)?.toISOString() ?? null,
        (r.late_alerted_at as Date | null)?.toISOString() ?? null,
        r.check_in_location,
      ]),
    ).toEqual([
      [1, "2026-12-10T04:25:00.000Z", "2026-12-10T06:30:00.000Z", null, { lat: 22.5, lng: 88.3 }],
      [2, null, null, "2026-12-10T03:46:00.000Z", null],
    ]);
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'bookings' order by ordinal_position`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      "id",
      "status",
      "visit_date",
      "starts_at",
      "reminder_queued_at",
      "updated_at",
    ]);
  });
});
