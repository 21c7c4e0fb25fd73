import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/index.ts";
import { booked, NOW } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

describe.each(TEST_DATABASES)("development: a visit counts as started (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });

  it("lets the console mark a visit completed without waiting for it", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30" });
    const service = await serviceId(t, "GEN-COMPANION");
    const b = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] ?? 0, service, { visit_date: "2026-12-12" }),
    );
    const admin = await loginNewAdmin(t);
    const act = (action: string) =>
      t.call({
        method: "POST",
        url: "/api/admin/takeaction/",
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { booking_id: b.booking_id, action },
      });
    expect((await act("confirm")).status).toBe(200);
    expect((await act("complete")).status).toBe(422);

    const started = await t.call({
      method: "POST",
      url: "/dev/sandbox/visit-started",
      payload: { booking_id: b.booking_id },
    });
    expect(started.status).toBe(200);
    const done = await act("complete");
    expect(done.status).toBe(200);
    // 10:00 on 1 December in India: the morning shift's latest start so far is 09:30 that day.
    expect(done.body.Data.booking).toMatchObject({
      status: "completed",
      visit_date: "2026-12-01",
      start_time: "09:30",
    });
  });

  it("with late, moves the visit to a start more than 15 minutes ago", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30" });
    const service = await serviceId(t, "GEN-COMPANION");
    const b = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] ?? 0, service, { visit_date: "2026-12-14" }),
    );
    // 09:40 in India on 3 December (a day no other test here uses): the latest start so far is 09:30, but
    // a late visit began at 09:00.
    clock.set("2026-12-03T04:10:00Z");
    try {
      const started = await t.call({
        method: "POST",
        url: "/dev/sandbox/visit-started",
        payload: { booking_id: b.booking_id, late: true },
      });
      expect(started.status).toBe(200);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.booking_id));
      expect(row).toMatchObject({ visitDate: "2026-12-03", startTime: "09:00" });
    } finally {
      clock.set(NOW);
    }
  });

  it("refuses an unknown booking, a bad body and a caller from another machine", async () => {
    expect(
      (await t.call({ method: "POST", url: "/dev/sandbox/visit-started", payload: { booking_id: 999999 } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call({ method: "POST", url: "/dev/sandbox/visit-started", payload: { id: 1 } })).status,
    ).toBe(400);
    const remote = await t.app.inject({
      method: "POST",
      url: "/dev/sandbox/visit-started",
      payload: { booking_id: 1 },
      remoteAddress: "203.0.113.9",
    });
    expect(remote.statusCode).toBe(404);
  });
});

describe("development: the visit route in production", () => {
  const t = useTestApp("pglite", { NODE_ENV: "production" });
  it("does not exist", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/dev/sandbox/visit-started",
      payload: { booking_id: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});
