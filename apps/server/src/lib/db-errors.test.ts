import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { createTestDatabase, TEST_DATABASES } from "../test/harness.ts";
import { uniqueViolationOf } from "./db-errors.ts";

describe.each(TEST_DATABASES)("uniqueViolationOf (%s)", (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(kind));
  });
  afterAll(() => drop());

  it("names the unique index a statement broke, through the driver's wrapping and a transaction", async () => {
    const row = { userName: "Asha Roy", phone: "9830012345", email: "asha@example.com" };
    await database.db.insert(users).values(row);
    const error = await database.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ ...row, email: "other@example.com" });
      })
      .catch((e: unknown) => e);
    expect(uniqueViolationOf(error)).toBe("users_phone_uq");
    expect(uniqueViolationOf(new Error("boom"))).toBeNull();
    expect(uniqueViolationOf(null)).toBeNull();
  });
});
