import { ADMIN_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { booked, expectError, NOW, query } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/** Exports of personal data are in the audit log: who, when, which filters, how many rows (issue 25). */
describe.each(TEST_DATABASES)("audited exports (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: { phone: string; token: string };

  beforeAll(async () => {
    admin = await loginNewAdmin(t);
  });

  const exportCsv = (t: TestApp, path: string, payload: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/${path}/`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload,
    });
  const dataLines = (body: string) =>
    body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n").length - 1;
  const exportsLogged = async () =>
    (
      await t.call({
        method: "POST",
        url: "/api/admin/getauditlog/",
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { target_type: "export", page_size: 100 },
      })
    ).body.Data.items as {
      action: string;
      admin_name: string;
      target_type: string;
      after: { filters: object; rows: number | null; complete: boolean };
      created_at: string;
    }[];

  it("records each export of members, enquiries and bookings with its filters and the rows it sent", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30" });
    const service = await serviceId(t, "GEN-COMPANION");
    for (const day of ["2026-12-10", "2026-12-11"]) {
      await booked(t, f.member, bookingBody(f.lovedOnes[0] ?? 0, service, { visit_date: day }));
    }

    const [{ phone } = { phone: "" }] = await query<{ phone: string }>(
      t,
      sql`select phone from users where id = ${f.member.userId}`,
    );
    const bookings = await exportCsv(t, "exportservicebookings", {
      search_string: phone,
      status: "requested",
      page_size: 1,
    });
    expect(bookings.statusCode).toBe(200);
    const members = await exportCsv(t, "exportmembers", { joined_from: "2026-01-01" });
    expect(members.statusCode).toBe(200);
    const enquiries = await exportCsv(t, "exportenquiries", { status: "new" });
    expect(enquiries.statusCode).toBe(200);

    const logged = await exportsLogged();
    const byAction = Object.fromEntries(logged.map((e) => [e.action, e]));
    expect(byAction["export.bookings"]).toMatchObject({
      admin_name: expect.any(String),
      target_type: "export",
      after: {
        filters: { search_string: phone, status: "requested", sort: "next" },
        rows: 2,
        complete: true,
      },
      created_at: new Date(NOW).toISOString(),
    });
    expect(byAction["export.members"]?.after).toEqual({
      filters: { sort: "joined_desc", joined_from: "2026-01-01" },
      rows: dataLines(members.body),
      complete: true,
    });
    expect(byAction["export.enquiries"]?.after).toMatchObject({
      filters: { status: "new" },
      rows: dataLines(enquiries.body),
      complete: true,
    });
  });

  it("records nothing for an export refused for its filters", async () => {
    const before = (await exportsLogged()).length;
    const bad = await t.call({
      method: "POST",
      url: "/api/admin/exportmembers/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { search_string: "ab" },
    });
    expectError(bad, 400, ADMIN_MESSAGES.searchTooShort);
    expect(await exportsLogged()).toHaveLength(before);
  });
});
