import { NOTIFICATION_PREFS_MESSAGES, type NotificationPrefs, WHATSAPP_CONSENT } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWhatsAppCloudSender } from "../../integrations/delivery/whatsapp-cloud-sender.ts";
import { authed, type Member } from "../../test/billing.ts";
import { emailOf, expectError, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { replyPayload, signWebhook, startFakeWhatsApp, statusPayload } from "../../test/fake-whatsapp.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";
import { eraseAccount, exportedData } from "../../test/members.ts";

/*
 * Messages where families read them (issue 29, decision 0061): each person chooses email, SMS and
 * WhatsApp per kind of message; WhatsApp only with a recorded opt-in. Booking messages go out on every
 * chosen channel, WhatsApp as Cloud API template messages (to a fake Cloud API the test starts), with
 * the provider's delivery statuses kept per message from its signed webhook; a failed WhatsApp message
 * goes by SMS (once, whatever reports the failure), and a reply of STOP ends WhatsApp at once.
 */

const SECRET = "whatsapp-app-secret-test";
const VISIT_DAY = "2026-12-15";

type Fake = Awaited<ReturnType<typeof startFakeWhatsApp>>;

const prefsCall = (t: TestApp, m: Member, path: string, payload: object = {}) =>
  t.call({ method: "POST", url: `/api/users/${path}/`, headers: authed(m), payload });

async function phoneOf(t: TestApp, m: Member): Promise<string> {
  const [row] = await query<{ phone: string }>(t, sql`select phone from users where id = ${m.userId}`);
  return row?.phone ?? "";
}

const webhook = (t: TestApp, payload: object, secret = SECRET) => {
  const body = JSON.stringify(payload);
  return t.call({
    method: "POST",
    url: "/api/webhooks/whatsapp/",
    headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(body, secret) },
    payload: body,
  });
};

type Row = {
  id: number;
  kind: string;
  channel: string;
  to_address: string;
  status: string;
  provider_message_id: string | null;
  delivery_status: string | null;
  fallback_of: number | null;
};
const rowsAbout = (t: TestApp, refId: number) =>
  query<Row>(
    t,
    sql`select id, kind, channel, to_address, status, provider_message_id, delivery_status, fallback_of
        from notifications where ref_id = ${refId} and kind like 'booking_%' order by id`,
  );

describe.each(TEST_DATABASES)("messages by email, SMS and WhatsApp (%s)", (kind) => {
  const clock = fixedClock(NOW);
  let fake: Fake;
  beforeAll(async () => {
    fake = await startFakeWhatsApp();
  });
  afterAll(async () => fake.close());
  const t = useTestApp(kind, { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: "verify-me" }, () => ({
    now: clock.now,
    whatsappSender: createWhatsAppCloudSender({
      apiUrl: fake.apiUrl,
      phoneNumberId: "106540352242922",
      token: "EAAG-test",
      template: "care_update",
      language: "en",
    }),
  }));
  let service: number;
  let admin: string;
  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
    admin = (await loginNewAdmin(t)).token;
  });

  /** A family with a plan; `channels` chosen for visits (WhatsApp agreed to). */
  async function family(visits: string[] | null) {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    if (visits) {
      const set = await prefsCall(t, f.member, "setnotificationprefs", {
        channels: { visits, reports: ["email"], plans: ["email"] },
        whatsapp_consent: visits.includes("whatsapp"),
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    return { ...f, phone: await phoneOf(t, f.member), email: await emailOf(t, f.member.userId) };
  }
  async function booked(f: Awaited<ReturnType<typeof family>>) {
    const res = await book(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, service, { visit_date: VISIT_DAY }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.booking.booking_id as number;
  }
  const deliver = async () => {
    await t.app.notifier.settled();
    await t.app.notifier.deliverDue();
  };
  const toFake = (phone: string) => fake.received.filter((m) => m.to === phone.replace(/^\+/, ""));

  it("keeps email until the member chooses; WhatsApp only with the opt-in, recorded with its wording, time and number", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const got = await prefsCall(t, f.member, "getnotificationprefs");
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Data.prefs).toEqual({
      channels: { visits: ["email"], reports: ["email"], plans: ["email"] },
      whatsapp: { opted_in_at: null, consent_version: null, stopped_at: null },
      updated_at: null,
    } satisfies NotificationPrefs);

    const channels = { visits: ["whatsapp", "email"], reports: ["sms"], plans: ["email"] };
    expectError(
      await prefsCall(t, f.member, "setnotificationprefs", { channels }),
      422,
      NOTIFICATION_PREFS_MESSAGES.consentRequired,
    );
    expectError(
      await prefsCall(t, f.member, "setnotificationprefs", { channels: { ...channels, plans: [] } }),
      400,
      NOTIFICATION_PREFS_MESSAGES.channelRequired,
    );
    expectError(
      await prefsCall(t, f.member, "setnotificationprefs", { channels: { ...channels, plans: ["fax"] } }),
      400,
      NOTIFICATION_PREFS_MESSAGES.channelInvalid,
    );
    expect((await prefsCall(t, f.member, "getnotificationprefs")).body.Data.prefs.updated_at).toBeNull();

    const saved = await prefsCall(t, f.member, "setnotificationprefs", { channels, whatsapp_consent: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data.Message).toBe(NOTIFICATION_PREFS_MESSAGES.saved);
    expect(saved.body.Data.prefs).toEqual({
      channels,
      whatsapp: {
        opted_in_at: new Date(NOW).toISOString(),
        consent_version: WHATSAPP_CONSENT.version,
        stopped_at: null,
      },
      updated_at: new Date(NOW).toISOString(),
    });
    const [kept] = await query<{ whatsapp_phone: string }>(
      t,
      sql`select whatsapp_phone from notification_prefs where user_id = ${f.member.userId}`,
    );
    expect(kept?.whatsapp_phone).toBe(await phoneOf(t, f.member));
    // Agreed once: changing the choices needs no new opt-in.
    const again = await prefsCall(t, f.member, "setnotificationprefs", {
      channels: { ...channels, plans: ["whatsapp"] },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // The member is the session's: an id in the body is refused.
    const foreign = await prefsCall(t, f.member, "setnotificationprefs", {
      channels,
      user_id: f.member.userId,
    });
    expect(foreign.status).toBe(400);
  });

  it("sends a confirmed visit by WhatsApp with the companion's name, and by email, as chosen", async () => {
    const f = await family(["whatsapp", "email"]);
    const bookingId = await booked(f);
    const confirmed = await adminCall(t, admin, "takeaction", { booking_id: bookingId, action: "confirm" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await deliver();

    const [companion] = await query<{ name: string }>(
      t,
      sql`select u.user_name as name from bookings b join companions c on c.id = b.companion_id
          join users u on u.id = c.user_id where b.id = ${bookingId}`,
    );
    const firstName = companion?.name.split(" ")[0] ?? "";
    const sent = toFake(f.phone);
    expect(sent.map((m) => m.parameters[0])).toEqual([
      expect.stringMatching(/^We have your booking for /),
      expect.stringMatching(/^Confirmed: /),
    ]);
    expect(sent[1]?.parameters[1]).toContain(`Your companion: ${firstName}`);
    expect(sent.every((m) => m.template === "care_update" && m.language === "en")).toBe(true);
    // The email too, whole.
    expect(t.outbox.sent.filter((m) => m.to === f.email && m.subject.startsWith("Confirmed: "))).toHaveLength(
      1,
    );
    // Each kept with the provider's id, as sent.
    const rows = (await rowsAbout(t, bookingId)).filter((r) => r.channel === "whatsapp");
    expect(rows.map((r) => [r.status, r.delivery_status, r.provider_message_id])).toEqual(
      sent.map((m) => ["sent", "sent", m.id]),
    );
  });

  it("keeps the webhook's delivery statuses per message, only forwards; refuses a forged one", async () => {
    const f = await family(["whatsapp"]);
    const bookingId = await booked(f);
    await deliver();
    const [row] = (await rowsAbout(t, bookingId)).filter((r) => r.channel === "whatsapp");
    const id = row?.provider_message_id as string;
    expect(id).toMatch(/^wamid\./);
    const statusOf = async () =>
      (await rowsAbout(t, bookingId)).find((r) => r.channel === "whatsapp")?.delivery_status;

    expect((await webhook(t, statusPayload([{ id, status: "delivered" }]))).status).toBe(200);
    expect(await statusOf()).toBe("delivered");
    expect((await webhook(t, statusPayload([{ id, status: "read" }]))).status).toBe(200);
    // A late "delivered" does not take it back.
    expect((await webhook(t, statusPayload([{ id, status: "delivered" }]))).status).toBe(200);
    expect(await statusOf()).toBe("read");
    // Forged (another secret), unsigned, or not JSON: refused, nothing changed.
    const forged = await webhook(t, statusPayload([{ id, status: "failed" }]), "not-the-secret");
    expect(forged.status).toBe(403);
    const unsigned = await t.call({
      method: "POST",
      url: "/api/webhooks/whatsapp/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(statusPayload([{ id, status: "failed" }])),
    });
    expect(unsigned.status).toBe(403);
    const garbage = "{not json";
    const bad = await t.call({
      method: "POST",
      url: "/api/webhooks/whatsapp/",
      headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(garbage, SECRET) },
      payload: garbage,
    });
    expect(bad.status).toBe(400);
    expect(await statusOf()).toBe("read");
  });

  it("sends a failed WhatsApp message by SMS once, however many reports of the failure arrive at once", async () => {
    const f = await family(["whatsapp"]);
    const bookingId = await booked(f);
    await deliver();
    const [row] = (await rowsAbout(t, bookingId)).filter((r) => r.channel === "whatsapp");
    const failed = statusPayload([{ id: row?.provider_message_id as string, status: "failed" }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(t, failed)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await deliver();
    const rows = await rowsAbout(t, bookingId);
    const fallbacks = rows.filter((r) => r.fallback_of === row?.id);
    expect(fallbacks.map((r) => [r.channel, r.to_address, r.status])).toEqual([["sms", f.phone, "sent"]]);
    const bySms = t.outbox.sent.filter(
      (m) => m.channel === "sms" && m.to === f.phone && m.subject.startsWith("We have"),
    );
    expect(bySms).toHaveLength(1);
  });

  it("sends by SMS at once when the WhatsApp API refuses the message", async () => {
    const f = await family(["whatsapp", "email"]);
    fake.fail(400, "Recipient phone number not in allowed list");
    try {
      const bookingId = await booked(f);
      await deliver();
      await deliver();
      const rows = await rowsAbout(t, bookingId);
      expect(rows.map((r) => [r.channel, r.status])).toEqual([
        ["whatsapp", "failed"],
        ["email", "sent"],
        ["sms", "sent"],
      ]);
      expect(rows[2]?.fallback_of).toBe(rows[0]?.id);
    } finally {
      fake.succeed();
    }
  });

  it("ends WhatsApp at once when the person replies STOP: choices, waiting messages and later ones", async () => {
    const f = await family(["whatsapp"]);
    // A WhatsApp message to them still waiting in the outbox (queued, not yet sent).
    const waiting = 800_000 + f.member.userId;
    await t.database.db.transaction(async (tx) => {
      await t.app.notifier.enqueue(tx, {
        kind: "booking_reminder",
        refId: waiting,
        channel: "whatsapp",
        to: f.phone,
        subject: "Reminder: tomorrow's visit",
        body: "Reminder: tomorrow's visit",
        fallbacks: [{ channel: "sms", to: f.phone }],
      });
    });
    const stop = await webhook(t, replyPayload(f.phone.replace(/^\+/, ""), " stop "));
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    expect(stop.body.Data.stops).toBe(1);
    const prefs = (await prefsCall(t, f.member, "getnotificationprefs")).body.Data.prefs as NotificationPrefs;
    expect(prefs.channels.visits).toEqual(["email"]);
    expect(prefs.whatsapp.stopped_at).toBe(new Date(NOW).toISOString());
    await deliver();
    const rows = await rowsAbout(t, waiting);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ["whatsapp", "failed"],
      ["sms", "sent"],
    ]);
    expect(toFake(f.phone).filter((m) => m.parameters[0]?.startsWith("Reminder"))).toEqual([]);
    // Later messages go by email only, until the member agrees again.
    const later = await booked(f);
    await deliver();
    expect((await rowsAbout(t, later)).map((r) => r.channel)).toEqual(["email"]);
    expectError(
      await prefsCall(t, f.member, "setnotificationprefs", {
        channels: { visits: ["whatsapp"], reports: ["email"], plans: ["email"] },
      }),
      422,
      NOTIFICATION_PREFS_MESSAGES.consentRequired,
    );
  });

  it("puts the choices and the opt-in's record in the data export, and erasure deletes them", async () => {
    const f = await family(["whatsapp", "sms"]);
    const file = await exportedData(t, f.member);
    expect(file.message_choices.channels.visits).toEqual(["whatsapp", "sms"]);
    expect(file.message_choices.whatsapp.consent_version).toBe(WHATSAPP_CONSENT.version);
    const erased = await eraseAccount(t, f.member);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(
      await query(t, sql`select user_id from notification_prefs where user_id = ${f.member.userId}`),
    ).toEqual([]);
  });

  it("twenty outbox workers at once send each WhatsApp message once", async () => {
    const before = fake.received.length;
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) {
        await t.app.notifier.enqueue(tx, {
          kind: "workers_test",
          refId: 900_000 + i,
          channel: "whatsapp",
          to: `+9198300${String(10_000 + i).padStart(5, "0")}`,
          subject: `Message ${i}`,
          body: `Text ${i}`,
        });
      }
    });
    await Promise.all(Array.from({ length: 20 }, () => t.app.notifier.deliverDue()));
    const sent = fake.received.slice(before).map((m) => m.parameters[0]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });

  it("answers Meta's subscription check only with the verify token", async () => {
    const ok = await t.app.inject({
      method: "GET",
      url: "/api/webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await t.app.inject({
      method: "GET",
      url: "/api/webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1",
    });
    expect(wrong.statusCode).toBe(403);
  });
});
