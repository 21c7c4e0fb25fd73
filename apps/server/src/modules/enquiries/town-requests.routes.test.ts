import { TOWN_REQUEST_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { memberCall } from "../../test/billing.ts";
import { errorsOf, query } from "../../test/booking-changes.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, registerMember } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

/*
 * "My town is not listed" (issue 25): the member says which town their loved one lives in, and the team
 * receives it once as an enquiry with the town and its state, in the console and by email.
 */
describe.each(TEST_DATABASES)("users/requesttown/ (%s)", (kind) => {
  const t = useTestApp(kind);
  let tamilNadu: number;
  let admin: string;

  beforeAll(async () => {
    tamilNadu = (await placeOf(t, "Chennai")).state_id;
    admin = (await loginNewAdmin(t)).token;
  });

  const enquiriesFor = (userId: number) =>
    query<{ id: number; requested_town: string; city_id: number | null; user_message: string }>(
      t,
      sql`select id, requested_town, city_id, user_message from enquiries where user_id = ${userId} order by id`,
    );

  it("records the town as an enquiry from the member, tells the team once, and shows it in the console", async () => {
    const m = await registerMember(t);
    const res = await memberCall(t, m, "requesttown", { state_id: tamilNadu, town: "  Tiruppur  " });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(TOWN_REQUEST_MESSAGES.noted("Tiruppur", "Tamil Nadu"));
    const [enquiry] = await enquiriesFor(m.userId);
    expect(enquiry).toMatchObject({
      requested_town: "Tiruppur",
      city_id: null,
      user_message: TOWN_REQUEST_MESSAGES.teamMessage("Tiruppur", "Tamil Nadu"),
    });
    expect(res.body.Data.enquiry_reference).toBe(`ENQ-${enquiry?.id}`);
    const mails = await query<{ subject: string; body: string }>(
      t,
      sql`select subject, body from notifications where kind = 'enquiry' and ref_id = ${enquiry?.id ?? 0}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain("Tiruppur (not served yet), Tamil Nadu, India");

    const list = await t.call({
      method: "POST",
      url: "/api/admin/getallenquiry/",
      headers: { authorization: `Bearer ${admin}` },
      payload: { page_index: 0, page_size: 10, search_string: m.person.phone },
    });
    expect(list.body.Data.items).toEqual([
      expect.objectContaining({ city_name: "Tiruppur (not served yet), Tamil Nadu", country_name: "India" }),
    ]);
  });

  it("keeps one enquiry and one email for the same town asked ten times at once", async () => {
    const m = await registerMember(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        memberCall(t, m, "requesttown", { state_id: tamilNadu, town: "Erode" }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.Data.enquiry_reference)).size).toBe(1);
    const made = await enquiriesFor(m.userId);
    expect(made).toHaveLength(1);
    const [mails] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'enquiry' and ref_id = ${made[0]?.id ?? 0}`,
    );
    expect(mails?.n).toBe(1);
  });

  it("refuses a state abroad, and an empty or overlong town, writing nothing", async () => {
    const m = await registerMember(t);
    const england = (await placeOf(t, "London")).state_id;
    const abroad = await memberCall(t, m, "requesttown", { state_id: england, town: "Reading" });
    expect(abroad.status).toBe(422);
    expect(errorsOf(abroad).map((e) => e.Message)).toEqual([TOWN_REQUEST_MESSAGES.stateNotInIndia]);
    const empty = await memberCall(t, m, "requesttown", { state_id: tamilNadu, town: " " });
    expect(empty.status).toBe(400);
    expect(errorsOf(empty).map((e) => e.Message)).toContain(TOWN_REQUEST_MESSAGES.townRequired);
    const long = await memberCall(t, m, "requesttown", { state_id: tamilNadu, town: "A".repeat(61) });
    expect(errorsOf(long).map((e) => e.Message)).toContain(TOWN_REQUEST_MESSAGES.townMax);
    expect(await enquiriesFor(m.userId)).toEqual([]);
  });

  it("is for members only", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/requesttown/",
      payload: { user_id: 1, state_id: tamilNadu, town: "Salem" },
    });
    expect(res.status).toBe(401);
  });
});
