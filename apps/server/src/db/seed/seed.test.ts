import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { runMigrations } from "../migrate.ts";
import { seedReferenceData } from "./index.ts";

const TABLES = [
  "countries",
  "states",
  "cities",
  "domain_data",
  "services",
  "specialities",
  "plan_tiers",
  "faqs",
];

describe.each(TEST_DATABASES)("migrations and seed (%s)", (kind) => {
  const t = useTestApp(kind);

  async function counts() {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const rows = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      out[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    }
    return out;
  }

  it("applying migrations and the seed again (two starts, or two processes) adds nothing", async () => {
    const before = await counts();
    expect(before.plan_tiers).toBe(12);
    await runMigrations(t.database, t.target);
    await Promise.all([seedReferenceData(t.database.db), seedReferenceData(t.database.db)]);
    expect(await counts()).toEqual(before);
  });

  it("keeps an administrator's later change to a seeded row", async () => {
    await t.database.db.execute(
      sql`update faqs set answer = 'Edited by the team' where display_order = 1 and category = 'General'`,
    );
    await seedReferenceData(t.database.db);
    const rows = await t.database.db.execute(
      sql`select answer from faqs where display_order = 1 and category = 'General'`,
    );
    expect((rows as unknown as { rows: { answer: string }[] }).rows[0]?.answer).toBe("Edited by the team");
  });
});
