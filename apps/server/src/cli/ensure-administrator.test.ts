import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEV_ADMIN } from "../modules/members/admins.ts";
import { TEST_DATABASES, useTestApp } from "../test/harness.ts";
import { ensureAdministrator as ensureAdmin } from "./ensure-administrator.ts";

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
    // Ensured twice, an administrator once: one staff row, of the administrator's role.
    const staff = (await t.database.db.execute(
      sql`select s.role, s.is_active from staff s join users u on u.id = s.user_id where u.email = ${DEV_ADMIN.email}`,
    )) as unknown as { rows: { role: string; is_active: boolean }[] };
    expect(staff.rows).toEqual([{ role: "admin", is_active: true }]);
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
