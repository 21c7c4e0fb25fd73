import { COMPANION_CHECK_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, NOW, query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { tagOf } from "../../test/city-scope.ts";
import { companionBody } from "../../test/companion-checks.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";

/*
 * A check's valid-until date on admin/modifycompanion/ (issue 45, decision 0087): optional, the usual term
 * from the check's date when not given (COMPANION_CHECK_VALIDITY_MONTHS), refused before the check's date
 * or without one, shown with the companion and audited as the team's other fields are.
 */

describe.each(TEST_DATABASES)("admin/modifycompanion/: checks' valid-until dates (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
  });

  const call = (path: string, payload: object) => adminCall(t, admin, path, payload);
  const save = async (body: object) => {
    const res = await call("modifycompanion", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.companion as { companion_id: number; [field: string]: unknown };
  };
  const stored = async (id: number) =>
    (
      await query<{ identity: string | null; police: string | null; training: string | null }>(
        t,
        sql`select identity_valid_until::text as identity, police_valid_until::text as police,
                   training_valid_until::text as training from companions where id = ${id}`,
      )
    )[0];
  const auditOf = (id: number) =>
    query<{
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
      note: string | null;
    }>(
      t,
      sql`select action, before, after, note from admin_audit where target_type = 'companion' and target_id = ${id} order by id`,
    );

  it("sets each check's usual term when no valid-until date is given, keeps one given, and shows them", async () => {
    const tag = tagOf();
    const created = await save(
      await companionBody(t, `Meera ${tag}`, {
        identity_verified_on: "2026-01-10",
        // 29 February and 12 months: the last day of February, as PostgreSQL counts.
        police_verified_on: "2024-02-29",
        training_completed_on: "2026-02-01",
        training_valid_until: "2026-08-01",
      }),
    );
    const expected = {
      identity_valid_until: "2031-01-10",
      police_valid_until: "2025-02-28",
      training_valid_until: "2026-08-01",
    };
    expect(created).toMatchObject(expected);
    expect(await stored(created.companion_id)).toEqual({
      identity: "2031-01-10",
      police: "2025-02-28",
      training: "2026-08-01",
    });
    const shown = await call("getcompanion", { companion_id: created.companion_id });
    expect(shown.body.Data).toMatchObject(expected);
    const listed = await call("getallcompanions", { search_string: `Meera ${tag}` });
    expect(listed.body.Data.items).toEqual([expect.objectContaining(expected)]);

    // The audit row names the date the team set; the usual terms follow from the checks' dates.
    const [audit] = await auditOf(created.companion_id);
    expect(audit?.after).toMatchObject({
      identity_verified_on: "2026-01-10",
      identity_valid_until: null,
      police_valid_until: null,
      training_valid_until: "2026-08-01",
    });

    // A check not done has no valid-until date.
    const undone = await save(
      await companionBody(t, `Nisha ${tag}`, { police_verified_on: null, training_completed_on: null }),
    );
    expect(undone).toMatchObject({
      identity_valid_until: "2031-01-10",
      police_valid_until: null,
      training_valid_until: null,
    });
  });

  it("refuses a valid-until date before its check's date, without one, or not a date, naming the check, and writes nothing", async () => {
    const tag = tagOf();
    const kept = await save(await companionBody(t, `Kavya ${tag}`));
    const before = await stored(kept.companion_id);
    const count = async () =>
      (await query<{ n: number }>(t, sql`select count(*)::int as n from companions`))[0]?.n;
    const companions = await count();
    const refusals: [object, string][] = [
      [{ police_valid_until: "2026-01-19" }, COMPANION_CHECK_MESSAGES.validUntilBeforeCheck("police")],
      [
        { training_completed_on: null, training_valid_until: "2027-01-01" },
        COMPANION_CHECK_MESSAGES.validUntilWithoutCheck("training"),
      ],
      [{ identity_valid_until: "2026-02-30" }, COMPANION_CHECK_MESSAGES.validUntilInvalid],
    ];
    for (const [change, message] of refusals) {
      const added = await call("modifycompanion", await companionBody(t, `Anil ${tag}`, change));
      expectError(added, 400, message);
      const edited = await call("modifycompanion", {
        ...(await companionBody(t, `Kavya ${tag}`, change)),
        companion_id: kept.companion_id,
      });
      expectError(edited, 400, message);
    }
    expect(await count()).toBe(companions);
    expect(await stored(kept.companion_id)).toEqual(before);
    // The day of the check itself is its shortest term.
    const sameDay = await save({
      ...(await companionBody(t, `Kavya ${tag}`, { police_valid_until: "2026-01-20" })),
      companion_id: kept.companion_id,
    });
    expect(sameDay.police_valid_until).toBe("2026-01-20");
  });

  it("audits a changed valid-until date as a field of its own; a renewed check without one gets its usual term", async () => {
    const tag = tagOf();
    const body = await companionBody(t, `Rupa ${tag}`);
    const created = await save(body);
    expect(created.police_valid_until).toBe("2027-01-20");

    const shortened = await save({
      ...body,
      companion_id: created.companion_id,
      police_valid_until: "2026-12-31",
    });
    expect(shortened.police_valid_until).toBe("2026-12-31");
    const renewed = await save({
      ...body,
      companion_id: created.companion_id,
      police_verified_on: "2026-11-30",
    });
    expect(renewed).toMatchObject({ police_verified_on: "2026-11-30", police_valid_until: "2027-11-30" });

    const audits = await auditOf(created.companion_id);
    expect(audits.slice(1)).toEqual([
      {
        action: "companion.update",
        before: { police_valid_until: null },
        after: { police_valid_until: "2026-12-31" },
        note: "Changed: police_valid_until",
      },
      {
        action: "companion.update",
        before: { police_verified_on: "2026-01-20", police_valid_until: "2026-12-31" },
        after: { police_verified_on: "2026-11-30", police_valid_until: null },
        note: "Changed: police_verified_on, police_valid_until",
      },
    ]);
  });
});
