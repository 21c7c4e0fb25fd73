import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { seedReferenceData } from "./index.ts";
import { pinLocationRows } from "./pin-locations.ts";

/*
 * Where each PIN code is (issue 45, decision 0088): the seed's points from India Post's directory, one per
 * PIN code, loaded by every start and kept to the file.
 */

const rows = pinLocationRows();

describe("the seed's PIN code locations", () => {
  it("holds one point in India for each of about nineteen thousand PIN codes", () => {
    expect(rows.length).toBeGreaterThan(19_000);
    expect(new Set(rows.map((r) => r.pincode)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.pincode).toMatch(/^[1-9][0-9]{5}$/);
      expect(r.latitude >= 6 && r.latitude <= 38 && r.longitude >= 68 && r.longitude <= 98, r.pincode).toBe(
        true,
      );
    }
  });

  it("places the PIN codes the families and companions of the seed's cities use where those cities are", () => {
    const at = new Map(rows.map((r) => [r.pincode, r]));
    // Ballygunge, Kolkata; Raja Annamalaipuram, Chennai; Fort, Mumbai; Connaught Place, New Delhi.
    for (const [pincode, lat, lng] of [
      ["700029", 22.5, 88.35],
      ["600028", 13.05, 80.3],
      ["400001", 18.93, 72.83],
      ["110001", 28.63, 77.21],
    ] as const) {
      const point = at.get(pincode);
      expect(point, pincode).toBeDefined();
      expect(Math.abs((point?.latitude ?? 0) - lat), pincode).toBeLessThan(0.2);
      expect(Math.abs((point?.longitude ?? 0) - lng), pincode).toBeLessThan(0.2);
    }
  });
});

describe.each(TEST_DATABASES)("loading the PIN code locations (%s)", (kind) => {
  const t = useTestApp(kind);

  async function query<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
    return ((await t.database.db.execute(statement)) as unknown as { rows: R[] }).rows;
  }

  it("loads every point once, and two starts at once add or change nothing", async () => {
    const count = async () =>
      (await query<{ n: number }>(sql`select count(*)::int as n from pin_locations`))[0]?.n;
    expect(await count()).toBe(rows.length);
    await Promise.all([seedReferenceData(t.database.db), seedReferenceData(t.database.db)]);
    expect(await count()).toBe(rows.length);
  });

  it("puts a point moved since back where the file has it", async () => {
    await t.database.db.execute(
      sql`update pin_locations set latitude = 23, longitude = 88 where pincode = '700029'`,
    );
    await seedReferenceData(t.database.db);
    const [point] = await query<{ latitude: number; longitude: number }>(
      sql`select latitude, longitude from pin_locations where pincode = '700029'`,
    );
    const file = rows.find((r) => r.pincode === "700029");
    expect(point).toEqual({ latitude: file?.latitude, longitude: file?.longitude });
  });
});
