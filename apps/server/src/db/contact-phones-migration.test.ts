import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Migration 0045 (issue 42, decision 0068): the contacts' numbers kept before it were 10 Indian digits;
 * they become E.164, a number already in E.164 is left as it is, and the order of a card's contacts holds.
 */
const SQL = readFileSync(new URL("../../drizzle/0045_contact_phones_e164.sql", import.meta.url), "utf8");

describe("migration 0045: contacts' numbers in E.164", () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it("prefixes the Indian numbers kept so far, keeps E.164 ones, and then refuses one without a code", async () => {
    await db.exec(`
      create table loved_ones (id int primary key, contact_phone text not null);
      create table emergency_cards (loved_one_id int primary key, contacts jsonb not null);
      insert into loved_ones values (1, '9830098300'), (2, '+447911234568');
      insert into emergency_cards values
        (1, '[{"name":"Ramesh Das","phone":"9830098300","relation":"Son"},{"name":"Arjun Sen","phone":"+447911234568","relation":"Son"}]'),
        (2, '[]');
    `);
    for (const statement of SQL.split("--> statement-breakpoint")) await db.exec(statement);

    const phones = await db.query("select id, contact_phone from loved_ones order by id");
    expect(phones.rows).toEqual([
      { id: 1, contact_phone: "+919830098300" },
      { id: 2, contact_phone: "+447911234568" },
    ]);
    const cards = await db.query("select loved_one_id, contacts from emergency_cards order by loved_one_id");
    expect(cards.rows).toEqual([
      {
        loved_one_id: 1,
        contacts: [
          { name: "Ramesh Das", phone: "+919830098300", relation: "Son" },
          { name: "Arjun Sen", phone: "+447911234568", relation: "Son" },
        ],
      },
      { loved_one_id: 2, contacts: [] },
    ]);
    await expect(db.exec("insert into loved_ones values (3, '0791123456')")).rejects.toThrow(
      /loved_ones_contact_phone_e164/,
    );
  });
});
