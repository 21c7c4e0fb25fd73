import { randomBytes } from "node:crypto";
import { ADMIN_ENQUIRY_MESSAGES, ADMIN_MESSAGES, enquiryRefusedMessage } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, registerMember } from "../../test/identity.ts";

const CALLS = ["getallenquiry", "updateenquiry", "exportenquiries"] as const;

interface NewEnquiry {
  userName?: string;
  phone?: string;
  email?: string;
  message: string;
  createdAt: string;
  preferredTime?: string | null;
}

/** A fresh word to find this test's enquiries by (search needs 3 characters or more). */
const tagOf = () => `tag${randomBytes(4).toString("hex")}`;

describe.each(TEST_DATABASES)("admin enquiries (%s)", (kind) => {
  // 10:00 India time on 1 December 2026.
  const clock = fixedClock("2026-12-01T04:30:00Z");
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: { token: string; id: number };
  let other: { token: string; id: number };
  let place: { city_id: number; country_id: number; city: string };

  const adminOf = async () => {
    const a = await loginNewAdmin(t);
    const [row] = await query<{ id: number }>(t, sql`select id from users where phone = ${`+91${a.phone}`}`);
    return { token: a.token, id: row?.id ?? 0 };
  };

  beforeAll(async () => {
    admin = await adminOf();
    other = await adminOf();
    const [p] = await query<{ city_id: number; country_id: number; city: string }>(
      t,
      sql`select c.id as city_id, s.country_id, c.name as city from cities c join states s on s.id = c.state_id order by c.id limit 1`,
    );
    if (!p) throw new Error("no city");
    place = p;
  });

  async function enquiry(e: NewEnquiry): Promise<number> {
    const preferred = e.preferredTime ?? null;
    const [row] = await query<{ id: number }>(
      t,
      sql`insert into enquiries (user_name, phone, email, user_message, city_id, country_id, is_callback,
            preferred_time, client_ip, submission_key, created_at)
          values (${e.userName ?? "Meera Iyer"}, ${e.phone ?? "9830012345"}, ${e.email ?? "meera@example.com"},
            ${e.message}, ${place.city_id}, ${place.country_id}, ${preferred !== null}, ${preferred},
            '127.0.0.1', ${randomBytes(8).toString("hex")}, ${e.createdAt})
          returning id`,
    );
    if (!row) throw new Error("no enquiry");
    return row.id;
  }

  const list = async (filters: object) => {
    const res = await adminCall(t, admin.token, "getallenquiry", filters);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data as { items: { enquiry_id: number }[]; total_count: number };
  };
  const ids = async (filters: object) => (await list(filters)).items.map((e) => e.enquiry_id);

  const auditOf = (id: number) =>
    query<{ action: string; admin_id: number; before: unknown; after: unknown; note: string | null }>(
      t,
      sql`select action, admin_id, before, after, note from admin_audit where target_type = 'enquiry' and target_id = ${id} order by id`,
    );
  const update = (token: string, body: object) => adminCall(t, token, "updateenquiry", body);

  it("answers 401 without a token and 403 to a member, for each call", async () => {
    const member = await registerMember(t);
    for (const path of CALLS) {
      const anonymous = await t.call({ method: "POST", url: `/api/admin/${path}/`, payload: {} });
      expect(anonymous.status, path).toBe(401);
      expect((await adminCall(t, member.token, path, {})).status, path).toBe(403);
    }
  });

  it("refuses bad requests with 400 and the message, never 500", async () => {
    const bad: [string, object, string?][] = [
      ["getallenquiry", { page_size: 101 }],
      ["getallenquiry", { page_index: -1 }],
      ["getallenquiry", { search_string: "ab" }, ADMIN_MESSAGES.searchTooShort],
      ["getallenquiry", { status: "lost" }],
      ["getallenquiry", { callback_on: "2026-02-30" }],
      ["getallenquiry", { date_from: "2026-12-20", date_to: "2026-12-01" }, ADMIN_MESSAGES.dateRange],
      ["getallenquiry", { extra: 1 }],
      ["exportenquiries", { status: "open" }],
      ["exportenquiries", { search_string: "xy" }, ADMIN_MESSAGES.searchTooShort],
      ["updateenquiry", { enquiry_id: 1, status: "closed" }, ADMIN_ENQUIRY_MESSAGES.noteRequired],
      ["updateenquiry", { enquiry_id: 1, status: "new" }],
      ["updateenquiry", { enquiry_id: 0, status: "contacted" }],
      ["updateenquiry", { status: "contacted" }],
    ];
    for (const [path, payload, message] of bad) {
      const res = await adminCall(t, admin.token, path, payload);
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      if (message) expectError(res, 400, message);
    }
  });

  it("lists newest first with the place, the team's fields and when the callback is due; searches and filters", async () => {
    const tag = tagOf();
    const old = await enquiry({
      userName: "Kiran Rao",
      phone: "9123400001",
      email: "kiran.rao@example.com",
      message: `Morning visits ${tag}`,
      createdAt: "2026-11-20T05:00:00Z",
    });
    // 10:30 India on 25 Nov asking for 4 PM: due that day. 18:00 India asking for 9 AM: due the next day.
    const today = await enquiry({
      message: `Callback please ${tag}`,
      createdAt: "2026-11-25T05:00:00Z",
      preferredTime: "16:00:00",
    });
    const evening = await enquiry({
      message: `Evening call ${tag}`,
      createdAt: "2026-11-25T12:30:00Z",
      preferredTime: "09:00:00",
    });
    const data = await list({ search_string: tag });
    expect(data.total_count).toBe(3);
    expect(data.items.map((e) => e.enquiry_id)).toEqual([evening, today, old]);
    expect(data.items[1]).toMatchObject({
      enquiry_id: today,
      user_name: "Meera Iyer",
      phone: "+91 9830012345",
      city_name: place.city,
      is_callback: true,
      preferred_time: "16:00:00",
      status: "new",
      admin_note: null,
      handled_at: null,
      handled_by_name: null,
      callback_due_at: "2026-11-25T10:30:00.000Z",
    });
    expect(data.items[0]).toMatchObject({ callback_due_at: "2026-11-26T03:30:00.000Z" });
    expect(data.items[2]).toMatchObject({ is_callback: false, callback_due_at: null });

    for (const search of ["kiran r", "9123400001", "KIRAN.RAO@", "morning visits"]) {
      expect(await ids({ search_string: search }), search).toEqual([old]);
    }
    expect(await ids({ search_string: "%%%" })).toEqual([]);
    // The reference a family quotes (ENQ-42) finds their enquiry.
    expect(await ids({ search_string: `ENQ-${today}` })).toEqual([today]);
    expect(await ids({ search_string: `enq ${old}` })).toEqual([old]);
    expect(await ids({ search_string: tag, callback_on: "2026-11-25" })).toEqual([today]);
    expect(await ids({ search_string: tag, callback_on: "2026-11-26" })).toEqual([evening]);
    expect(await ids({ search_string: tag, callback_on: "2026-11-20" })).toEqual([]);
    expect(await ids({ search_string: tag, date_from: "2026-11-21", date_to: "2026-11-25" })).toEqual([
      evening,
      today,
    ]);
    expect(await ids({ search_string: tag, date_to: "2026-11-20" })).toEqual([old]);
    expect(await ids({ search_string: tag, status: "closed" })).toEqual([]);
    expect(await ids({ search_string: tag, page_size: 1, page_index: 2 })).toEqual([old]);
  });

  it("moves new → contacted → closed with audit rows; refuses other moves with 409 and writes nothing", async () => {
    const id = await enquiry({ message: `Plans ${tagOf()}`, createdAt: "2026-11-28T05:00:00Z" });
    const contacted = await update(admin.token, {
      enquiry_id: id,
      status: "contacted",
      note: "Called, will decide",
    });
    expect(contacted.status, JSON.stringify(contacted.body)).toBe(200);
    expect(contacted.body.Data.Message).toBe(ADMIN_ENQUIRY_MESSAGES.contacted);
    expect(contacted.body.Data.enquiry).toMatchObject({
      enquiry_id: id,
      status: "contacted",
      admin_note: "Called, will decide",
      handled_by_name: "Ops Desk",
      handled_at: "2026-12-01T04:30:00.000Z",
    });

    expectError(
      await update(other.token, { enquiry_id: id, status: "contacted" }),
      409,
      enquiryRefusedMessage("contacted", "contacted"),
    );
    const closed = await update(other.token, {
      enquiry_id: id,
      status: "closed",
      note: "Chose the Gold plan",
    });
    expect(closed.status).toBe(200);
    expect(closed.body.Data.Message).toBe(ADMIN_ENQUIRY_MESSAGES.closed);
    for (const status of ["contacted", "closed"]) {
      expectError(
        await update(admin.token, { enquiry_id: id, status, note: "again" }),
        409,
        enquiryRefusedMessage("closed", status as "contacted" | "closed"),
      );
    }
    expectError(
      await update(admin.token, { enquiry_id: 2_000_000_000, status: "contacted" }),
      404,
      ADMIN_ENQUIRY_MESSAGES.notFound,
    );
    expect(await auditOf(id)).toEqual([
      {
        action: "enquiry.contact",
        admin_id: admin.id,
        before: { status: "new", admin_note: null },
        after: { status: "contacted", admin_note: "Called, will decide" },
        note: "Called, will decide",
      },
      {
        action: "enquiry.close",
        admin_id: other.id,
        before: { status: "contacted", admin_note: "Called, will decide" },
        after: { status: "closed", admin_note: "Chose the Gold plan" },
        note: "Chose the Gold plan",
      },
    ]);
  });

  it("lets exactly one of two simultaneous closes win; the other gets 409", async () => {
    const id = await enquiry({ message: `Race ${tagOf()}`, createdAt: "2026-11-29T05:00:00Z" });
    const results = await Promise.all([
      update(admin.token, { enquiry_id: id, status: "closed", note: "Duplicate enquiry" }),
      update(other.token, { enquiry_id: id, status: "closed", note: "Not interested" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.Errors.Business_Errors[0]?.Message).toBe(enquiryRefusedMessage("closed", "closed"));
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("of 20 simultaneous status changes from two admins, exactly one takes effect, with one audit row", async () => {
    const id = await enquiry({ message: `Crowd ${tagOf()}`, createdAt: "2026-11-29T05:00:00Z" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update(i % 2 ? other.token : admin.token, { enquiry_id: id, status: "closed", note: `Close ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("exports every matching enquiry as CSV, newest first, in India time", async () => {
    const tag = tagOf();
    const first = await enquiry({
      userName: "Arjun Das",
      message: `=HYPERLINK("x") "quoted", ${tag}`,
      createdAt: "2026-11-10T06:00:00Z",
      preferredTime: "18:00:00",
    });
    const second = await enquiry({ message: `Second ${tag}`, createdAt: "2026-11-11T06:00:00Z" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/exportenquiries/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { search_string: tag, page_size: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="enquiries-2026-12-01.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Enquiry ID,Received (India time),Name,Phone,Email,City,Country,Message,Callback,Callback due (India time),Status,Team note,Handled by,Handled at (India time)",
    );
    expect(lines).toHaveLength(3);
    // A leading + would start a formula: the CSV writer defuses it with an apostrophe.
    expect(lines[1]?.startsWith(`${second},2026-11-11 11:30,Meera Iyer,'+91 9830012345,`)).toBe(true);
    expect(lines[2]).toContain(`${first},2026-11-10 11:30,Arjun Das,`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") ""quoted"", ${tag}",Yes,2026-11-10 18:00,New,,,`);
  });
});
