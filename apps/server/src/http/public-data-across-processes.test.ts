import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { query } from "../test/booking-changes.ts";
import { createRecordingSenders, TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "../test/harness.ts";
import { loginNewAdmin } from "../test/identity.ts";

/** Reads `url` through `app` every 25 ms until `seen` holds, and answers how long it took (or throws after 3 s). */
async function within(app: FastifyInstance, url: string, seen: (body: string) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await app.inject({ method: "GET", url });
    if (seen(res.body)) return Date.now() - started;
    if (Date.now() - started > 3_000) throw new Error(`${url} never showed the change`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/*
 * Two app instances over one database stand for two server processes (on PGlite, one process with two
 * apps): a change through either, or straight in the database, reaches the other's caches within a second
 * (decision 0047). The two-process test through HAProxy (test/multi-process) shows the same end to end.
 */
describe.each(TEST_DATABASES)("public data across processes (%s)", (kind) => {
  const t = useTestApp(kind);
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ ...TEST_APP_CONFIG, PUBLIC_DATA_CHECK_MS: 250 }, t.database, {
      senders: createRecordingSenders().senders,
      inbox: null,
    });
    await other.ready();
  });
  afterAll(() => other?.close());

  const FAQS = "/api/shared/getallfaqs/";
  const PLANS = "/api/shared/fetchsubscriptionplans/";

  it("shows an FAQ saved through one process on the other within a second", async () => {
    await other.inject({ method: "GET", url: FAQS }); // the other process has it cached
    const admin = await loginNewAdmin(t);
    const question = `Do you visit on festival days? ${randomBytes(3).toString("hex")}`;
    const saved = await t.call({
      method: "POST",
      url: "/api/admin/modifyfaq/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { category: "General", question, answer: "Yes, on every day of the year." },
    });
    expect(saved.status).toBe(200);
    expect(await within(other, FAQS, (body) => body.includes(question))).toBeLessThan(1_000);
  });

  it("shows a plan price changed in the database on both within a second", async () => {
    await t.app.inject({ method: "GET", url: PLANS });
    await other.inject({ method: "GET", url: PLANS });
    const [row] = await query<{ fee: number }>(
      t,
      sql`update plan_tiers set plan_fee_paise = plan_fee_paise + 100 where tier = 'gold' and beneficiaries = 'couple' and frequency = 'annual' returning plan_fee_paise as fee`,
    );
    const rupees = String((row?.fee ?? 0) / 100);
    expect(await within(other, PLANS, (body) => body.includes(rupees))).toBeLessThan(1_000);
    expect(await within(t.app, PLANS, (body) => body.includes(rupees))).toBeLessThan(1_000);
  });

  // On a server a notification can be missed (a dropped connection); PGlite's cannot.
  if (kind === "postgres")
    it("finds a change whose notification was missed by checking the version", async () => {
      await other.inject({ method: "GET", url: FAQS });
      const question = `Is there parking for the companion? ${randomBytes(3).toString("hex")}`;
      // No trigger, so no notification: only the version moves, as when a notification is lost.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`alter table faqs disable trigger faqs_public_data`);
        await tx.execute(
          sql`insert into faqs (category, question, answer, display_order) values ('General', ${question}, 'We ask the family.', 99)`,
        );
        await tx.execute(sql`alter table faqs enable trigger faqs_public_data`);
        await tx.execute(sql`select nextval('public_data_version')`);
      });
      expect(await within(other, FAQS, (body) => body.includes(question))).toBeLessThan(1_000);
    });
});
