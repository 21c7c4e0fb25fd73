import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { DEV_ADMIN, ensureAdmin } from "./admins.ts";

describe.each(TEST_DATABASES)("administrators (%s)", (kind) => {
  const t = useTestApp(kind);

  it("creates an administrator once; running it again changes nothing; the admin can receive login codes", async () => {
    expect(await ensureAdmin(t.database.db, DEV_ADMIN)).toBe("created");
    expect(await ensureAdmin(t.database.db, DEV_ADMIN)).toBe("exists");
    const rows = (await t.database.db.execute(
      sql`select user_type from users where email = ${DEV_ADMIN.email}`,
    )) as unknown as {
      rows: { user_type: number }[];
    };
    expect(rows.rows).toEqual([{ user_type: 2 }]);
    const res = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "E", email: DEV_ADMIN.email, login_flag: true, user_type: 2 },
    });
    expect(res.status).toBe(200);
  });

  it("refuses bad details and a phone that belongs to someone else", async () => {
    await expect(
      ensureAdmin(t.database.db, { name: "Ops", phone: "123", email: "x@example.com" }),
    ).rejects.toThrow("Invalid administrator phone: Please enter a valid 10-digit phone number");
    await expect(
      ensureAdmin(t.database.db, { name: "Other Desk", phone: DEV_ADMIN.phone, email: "other@example.com" }),
    ).rejects.toThrow("already belongs to another account");
  });
});
