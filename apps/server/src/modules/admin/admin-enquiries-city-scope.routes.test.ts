import { randomBytes } from "node:crypto";
import { ADMIN_ENQUIRY_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { exportedIdsOf, MISSING_ID } from "../../test/city-scope.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

/*
 * A city coordinator's enquiries (issue 43 item 4): a coordinator of Kolkata lists, exports and answers
 * the enquiries about Kolkata only. One about Chennai, or about a town not served yet (no city), is
 * missing to them, exactly as an unknown id is, and marking it changes nothing. The administrator sees all.
 */

/** admin/exportenquiries/ as raw text: the enquiry ids of its lines. */
const exportedIds = (t: TestApp, token: string, search: string) =>
  exportedIdsOf(t, token, "exportenquiries", search);

describe.each(TEST_DATABASES)("a coordinator's enquiries (%s)", (kind) => {
  const clock = fixedClock("2026-12-01T04:30:00Z");
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let coordinator: string;
  /** A word in this file's enquiries' messages, to find them by. */
  const tag = `tag${randomBytes(4).toString("hex")}`;
  const enquiries = { kolkata: 0, chennai: 0, unserved: 0 };

  /** An enquiry about a city (or, with none, about a town in that city's state not served yet). */
  async function enquiry(city: string, served = true): Promise<number> {
    const place = await placeOf(t, city);
    const [row] = await query<{ id: number }>(
      t,
      sql`insert into enquiries (user_name, phone, email, user_message, city_id, requested_town,
            requested_state_id, country_id, client_ip, submission_key, created_at)
          select 'Meera Iyer', '9830012345', 'meera@example.com', ${`About my mother ${tag}`},
            ${served ? place.city_id : null}, ${served ? null : "Tambaram"}, ${served ? null : place.state_id},
            s.country_id, '127.0.0.1', ${randomBytes(8).toString("hex")}, '2026-11-30T06:00:00Z'
          from states s where s.id = ${place.state_id}
          returning id`,
    );
    if (!row) throw new Error("no enquiry");
    return row.id;
  }

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    const kolkata = await placeOf(t, "Kolkata");
    coordinator = (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] })).token;
    enquiries.kolkata = await enquiry("Kolkata");
    enquiries.chennai = await enquiry("Chennai");
    enquiries.unserved = await enquiry("Chennai", false);
  });

  const listed = async (token: string) => {
    const res = await adminCall(t, token, "getallenquiry", { search_string: tag });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.Data as { items: { enquiry_id: number }[]; total_count: number };
    return { ids: data.items.map((e) => e.enquiry_id).sort((a, b) => a - b), total: data.total_count };
  };
  const keptOf = (id: number) =>
    query(
      t,
      sql`select row_to_json(e) as enquiry,
            (select count(*)::int from admin_audit where target_type = 'enquiry' and target_id = e.id) as audit
          from enquiries e where e.id = ${id}`,
    );

  it("lists and exports the enquiries about the coordinator's cities, and none other", async () => {
    expect(await listed(coordinator)).toEqual({ ids: [enquiries.kolkata], total: 1 });
    expect(await exportedIds(t, coordinator, tag)).toEqual([enquiries.kolkata]);
  });

  it("shows the administrator every enquiry, the unserved town's too", async () => {
    const all = [enquiries.kolkata, enquiries.chennai, enquiries.unserved].sort((a, b) => a - b);
    expect(await listed(admin)).toEqual({ ids: all, total: 3 });
    expect(await exportedIds(t, admin, tag)).toEqual(all);
  });

  it("answers marking an enquiry elsewhere exactly as a missing one, and changes nothing", async () => {
    const mark = (id: number) =>
      adminCall(t, coordinator, "updateenquiry", { enquiry_id: id, status: "contacted" });
    const missing = await mark(MISSING_ID);
    expectError(missing, 404, ADMIN_ENQUIRY_MESSAGES.notFound, "BE004");
    for (const id of [enquiries.chennai, enquiries.unserved]) {
      const kept = await keptOf(id);
      const res = await mark(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
      expect(await keptOf(id)).toEqual(kept);
    }
  });

  it("lets the coordinator mark an enquiry about their city", async () => {
    const res = await adminCall(t, coordinator, "updateenquiry", {
      enquiry_id: enquiries.kolkata,
      status: "contacted",
      note: "Called back",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.enquiry).toMatchObject({ enquiry_id: enquiries.kolkata, status: "contacted" });
  });
});
