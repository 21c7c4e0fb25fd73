import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { states as seedStates } from "./data/states.ts";
import { HOLIDAY_SEED_YEARS, LIBRARY_STATE_CODES, libraryHolidays, seedHolidays } from "./holidays.ts";

describe("the holiday library's days (decision 0079)", () => {
  const days = libraryHolidays(HOLIDAY_SEED_YEARS);
  const india = new Set(seedStates.filter((s) => s.countryCode === "IN").map((s) => s.code));

  it("gives India's public holidays of 2026 and 2027 as national days", () => {
    const national = days.filter((d) => d.stateCode === null).map((d) => `${d.date} ${d.name}`);
    expect(national).toEqual(
      expect.arrayContaining([
        "2026-01-26 Republic Day",
        "2026-08-15 Independence Day",
        "2026-10-02 Gandhi Jayanti",
        "2026-12-25 Christmas Day",
        "2027-01-26 Republic Day",
        "2027-04-14 Ambedkar Jayanti",
      ]),
    );
  });

  it("names every state by the seed's own code, the library's older codes mapped", () => {
    for (const d of days) if (d.stateCode !== null) expect(india.has(d.stateCode), d.stateCode).toBe(true);
    for (const code of Object.values(LIBRARY_STATE_CODES)) expect(india.has(code), code).toBe(true);
    const of = (code: string) => days.filter((d) => d.stateCode === code).map((d) => `${d.date} ${d.name}`);
    expect(of("TS")).toContain("2026-06-02 Telangana Formation Day");
    expect(of("CG")).toContain("2026-12-18 Guru Ghasidas Jayanti");
    expect(of("OD")).toContain("2026-04-01 Odisha Day");
    expect(of("DH")).toContain("2026-12-19 Goa Liberation Day");
  });

  it("keeps a state's day only when it is not national, and one per day and place", () => {
    const national = new Set(days.filter((d) => d.stateCode === null).map((d) => d.date));
    for (const d of days)
      if (d.stateCode !== null) expect(national.has(d.date), `${d.date} ${d.stateCode}`).toBe(false);
    const keys = days.map((d) => `${d.date}:${d.stateCode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(TEST_DATABASES)("seeding the holidays (%s)", (kind) => {
  const t = useTestApp(kind);

  async function query<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
    return ((await t.database.db.execute(statement)) as unknown as { rows: R[] }).rows;
  }
  const count = async () =>
    (await query<{ n: number }>(sql`select count(*)::int as n from holidays where source = 'library'`))[0]?.n;

  const count2026 = async () =>
    (
      await query<{ n: number }>(
        sql`select count(*)::int as n from holidays where source = 'library' and on_date < '2027-01-01'`,
      )
    )[0]?.n ?? 0;

  it("has the library's days once started, national and by state", async () => {
    const expected = libraryHolidays(HOLIDAY_SEED_YEARS).length;
    expect(await count()).toBe(expected);
    const rows = await query<{ name: string; state: string | null }>(sql`
      select h.name, s.code as state from holidays h left join states s on s.id = h.state_id
      where h.on_date in ('2026-12-25', '2026-06-02') order by h.on_date`);
    expect(rows).toEqual([
      { name: "Telangana Formation Day", state: "TS" },
      { name: "Christmas Day", state: null },
    ]);
  });

  it("adds each row once when several processes seed a year at once, and keeps the team's own day", async () => {
    const before = await count();
    await t.database.db.execute(sql`delete from holidays where on_date >= '2027-01-01'`);
    // The team's row for Republic Day 2027, reopened: the library's never replaces it.
    await t.database.db.execute(
      sql`insert into holidays (on_date, name, state_id, closed, source) values ('2027-01-26', 'Republic Day (ours)', null, false, 'team')`,
    );
    const added = await Promise.all([
      seedHolidays(t.database.db),
      seedHolidays(t.database.db),
      seedHolidays(t.database.db),
    ]);
    expect(await count()).toBe((before ?? 0) - 1);
    expect(added.reduce((a, b) => a + b, 0)).toBe((before ?? 0) - 1 - (await count2026()));
    const ours = await query<{ name: string; closed: boolean; source: string }>(
      sql`select name, closed, source from holidays where on_date = '2027-01-26'`,
    );
    expect(ours).toEqual([{ name: "Republic Day (ours)", closed: false, source: "team" }]);
    // Seeded years are not asked of the library again.
    expect(await seedHolidays(t.database.db)).toBe(0);
  });
});
