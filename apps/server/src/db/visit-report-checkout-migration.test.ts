import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Migration 0047 (issue 43): a report keeps its visit's check-out, so the dashboard counts the reports
 * filed on time from visit_reports alone. Reports filed before it take the check-out from their booking.
 */
const SQL = readFileSync(new URL("../../drizzle/0047_visit_report_checkout.sql", import.meta.url), "utf8");

describe("migration 0047: a report keeps its visit's check-out", () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it("copies each reported visit's check-out onto its report, and leaves other bookings alone", async () => {
    await db.exec(`
      create table bookings (id int primary key, checked_out_at timestamptz);
      create table visit_reports (booking_id int primary key, filed_at timestamptz not null);
      insert into bookings values (1, '2026-12-10 11:00+05:30'), (2, '2026-12-10 14:00+05:30'), (3, null);
      insert into visit_reports values (1, '2026-12-10 13:00+05:30'), (2, '2026-12-10 16:01+05:30');
    `);
    for (const statement of SQL.split("--> statement-breakpoint")) await db.exec(statement);

    const reports = await db.query<{ booking_id: number; checked_out_at: Date }>(
      "select booking_id, checked_out_at from visit_reports order by booking_id",
    );
    expect(reports.rows.map((r) => [r.booking_id, r.checked_out_at.toISOString()])).toEqual([
      [1, "2026-12-10T05:30:00.000Z"],
      [2, "2026-12-10T08:30:00.000Z"],
    ]);
  });
});
