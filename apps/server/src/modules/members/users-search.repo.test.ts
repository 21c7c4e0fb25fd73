import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { idsMatching } from "./users.repo.ts";

/** Accounts whose phones share long runs of zeros and a country code, so a fragment matches many or few. */
const PHONES = [
  "+919000000001",
  "+919000000002",
  "+919800000003",
  "+918000012345",
  "+447911234568",
  "+971500000000",
  "+919830098300",
  "+91983009830",
];

/**
 * The console's member search (decision 0086): a phone fragment of 5 or more characters is narrowed by the
 * phones' 5-character pieces. Whatever it is narrowed by, it finds exactly the accounts an ILIKE over every
 * name, phone and email finds.
 */
describe.each(TEST_DATABASES)("the console's search of accounts (%s)", (kind) => {
  const t = useTestApp(kind);

  beforeAll(async () => {
    await t.database.db.insert(users).values(
      PHONES.map((phone, i) => ({
        userType: 1 as const,
        userName: i % 2 === 0 ? `Asha 00000 Sen ${i}` : `Ravi Das ${i}`,
        phone,
        email: `grams.${i}@example.com`,
      })),
    );
  });

  /** What a plain ILIKE over every account finds, the reference the index must agree with. */
  async function byIlike(search: string): Promise<number[]> {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${users.userName} ilike ${pattern} or ${users.phone} ilike ${pattern} or ${users.email} ilike ${pattern}`,
      );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  it.each([
    "00000",
    "000000001",
    "+9190000",
    "98300",
    "9830098300",
    "0000",
    "12345",
    "+4479",
    "7911234568",
    "00000 Sen",
    "grams.3",
    "%0000",
    "5000_0",
    "99999999",
  ])("finds for %j exactly what an ILIKE over every account finds", async (search) => {
    const found = (await idsMatching(t.database.db, search)).sort((a, b) => a - b);
    expect(found).toEqual(await byIlike(search));
  });

  it("finds a phone by a fragment running to its last digit, and not by one running past it", async () => {
    const [last] = await byIlike("0098300");
    expect(await idsMatching(t.database.db, "9830098300")).toContain(last);
    expect(await idsMatching(t.database.db, "98300983001")).toEqual([]);
  });

  it("finds a phone by a fragment with a piece other than '+' and digits, and only where the phone holds it", async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ userType: 1, userName: "Odd Phone", phone: "+91 98300 12", email: "grams.odd@example.com" })
      .returning({ id: users.id });
    const id = row?.id as number;
    for (const search of ["98300 12", "1 983", "91 98300"]) {
      const found = (await idsMatching(t.database.db, search)).sort((a, b) => a - b);
      expect(found, search).toEqual(await byIlike(search));
      expect(found, search).toContain(id);
    }
    expect(await idsMatching(t.database.db, "98300 13")).toEqual([]);
  });

  it("finds names and emails in any case, accented letters and scripts without case too, as ILIKE does", async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({
        userType: 1,
        userName: "Éla Ñandi Dévi",
        phone: "+919222212345",
        email: "Ela.Mixed@Example.COM",
      })
      .returning({ id: users.id });
    const [indic] = await t.database.db
      .insert(users)
      .values({ userType: 1, userName: "सीता देवी", phone: "+919222254321", email: "sita@example.com" })
      .returning({ id: users.id });
    for (const search of [
      "éla",
      "ÉLA ñAND",
      "dévi",
      "ela.mixed@example.com",
      "MIXED@ex",
      "Example.Com",
      "सीता",
      "देवी",
    ]) {
      const found = (await idsMatching(t.database.db, search)).sort((a, b) => a - b);
      expect(found, search).toEqual(await byIlike(search));
      expect(found.length, search).toBeGreaterThan(0);
    }
    expect(await idsMatching(t.database.db, "ÉLA ñAND")).toEqual([row?.id]);
    expect(await idsMatching(t.database.db, "सीता")).toEqual([indic?.id]);
  });

  it("keeps each phone's pieces in step when the phone changes", async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ userType: 1, userName: "Mira Roy", phone: "+919123456780", email: "grams.mira@example.com" })
      .returning({ id: users.id });
    const id = row?.id as number;
    expect(await idsMatching(t.database.db, "23456")).toContain(id);
    await t.database.db.update(users).set({ phone: "+919777777770" }).where(sql`${users.id} = ${id}`);
    expect(await idsMatching(t.database.db, "23456")).not.toContain(id);
    expect(await idsMatching(t.database.db, "77777")).toContain(id);
  });

  it("finds a new account at once, by its new name and email after a change, and no more once deleted", async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ userType: 1, userName: "Tara Bose", phone: "+919555512345", email: "tara.bose@example.com" })
      .returning({ id: users.id });
    const id = row?.id as number;
    for (const search of ["Tara Bo", "tara.bose@", "55512"]) {
      expect(await idsMatching(t.database.db, search), search).toEqual([id]);
    }
    await t.database.db
      .update(users)
      .set({ userName: "Tara Mitra", email: "tara.mitra@example.com" })
      .where(sql`${users.id} = ${id}`);
    expect(await idsMatching(t.database.db, "Tara Bo")).toEqual([]);
    expect(await idsMatching(t.database.db, "tara.bose@")).toEqual([]);
    expect(await idsMatching(t.database.db, "tara mit")).toEqual([id]);
    expect(await idsMatching(t.database.db, "TARA.MITRA")).toEqual([id]);
    await t.database.db.delete(users).where(sql`${users.id} = ${id}`);
    expect(await idsMatching(t.database.db, "tara mit")).toEqual([]);
    expect(await idsMatching(t.database.db, "55512")).toEqual([]);
  });

  it("is written afresh by rebuild_member_search() after accounts changed with the triggers off", async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ userType: 1, userName: "Uma Kar", phone: "+919444412345", email: "uma.kar@example.com" })
      .returning({ id: users.id });
    const id = row?.id as number;
    // A bulk load's way (bench/generate-bookings.ts): replica mode fires no trigger.
    let loaded = 0;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set user_name = 'Uma Sarkar' where id = ${id}`);
      const [added] = await tx
        .insert(users)
        .values({ userType: 1, userName: "Vani Loaded", phone: "+919333312345", email: "vani@example.com" })
        .returning({ id: users.id });
      loaded = added?.id as number;
    });
    expect(await idsMatching(t.database.db, "Uma Sark")).toEqual([]);
    expect(await idsMatching(t.database.db, "Vani Lo")).toEqual([]);
    await t.database.db.execute(sql`select rebuild_member_search()`);
    expect(await idsMatching(t.database.db, "Uma Kar")).toEqual([]);
    expect(await idsMatching(t.database.db, "Uma Sark")).toEqual([id]);
    expect(await idsMatching(t.database.db, "Vani Lo")).toEqual([loaded]);
    expect(await idsMatching(t.database.db, "33312")).toEqual([loaded]);
    for (const search of ["00000", "Sen", "grams.", "12345"]) {
      expect(
        (await idsMatching(t.database.db, search)).sort((a, b) => a - b),
        search,
      ).toEqual(await byIlike(search));
    }
  });
});
