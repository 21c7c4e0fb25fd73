import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Database, type DatabaseTarget, type Db, openDatabase } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { createSmtpSender } from "../../integrations/delivery/smtp-sender.ts";
import {
  DeliveryError,
  type MessageSender,
  type OutgoingMessage,
} from "../../integrations/delivery/types.ts";
import { createTestDatabase, TEST_DATABASES } from "../../test/harness.ts";
import { type SmtpServerProcess, startSmtpServerProcess } from "../../test/smtp-server-process.ts";
import { createNotifier, type NotifierDeps } from "./notifier.service.ts";

const SUPPORT = "support@seniorcare.example";
const FROM = "SeniorCare Relief <no-reply@seniorcare.example>";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const enquiryEmail = (refId: number) => ({
  kind: "enquiry",
  refId,
  to: SUPPORT,
  subject: `New enquiry #${refId} from Asha Sen`,
  body: `Asha Sen (+91 98300 12345) asks about care for her father in Kolkata.\nEnquiry #${refId}, call back 10:00–12:00.`,
});

/** A clock that stands still unless moved, so due times can be checked to the millisecond. */
function testClock() {
  let t = Date.parse("2026-03-02T04:30:00.000Z");
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

const testLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** Keeps what it sends; fails the next `failNext` sends the way the SMTP sender does. */
function recordingSender(delayMs = 0) {
  const state = { sent: [] as OutgoingMessage[], calls: 0, failNext: 0 };
  const sender: MessageSender = {
    async send(message) {
      state.calls += 1;
      if (delayMs) await sleep(delayMs);
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new DeliveryError("SMTP delivery failed: 421 Service not available", "email");
      }
      state.sent.push(message);
    },
  };
  return { sender, state };
}

/** Holds every send until released, and notes how many were ever in flight at once. */
function gatedSender() {
  const state = { sent: [] as OutgoingMessage[], calls: 0, inFlight: 0, maxInFlight: 0 };
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const sender: MessageSender = {
    async send(message) {
      state.calls += 1;
      state.maxInFlight = Math.max(state.maxInFlight, ++state.inFlight);
      try {
        await gate;
        state.sent.push(message);
      } finally {
        state.inFlight -= 1;
      }
    },
  };
  return { sender, state, release: () => release() };
}

async function rowOf(db: Db, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw new Error(`notification ${id} does not exist`);
  return row;
}

const nothing = { sent: 0, retried: 0, failed: 0 };

// One real SMTP server process serves every database kind; tests count from what it had before.
let smtp: SmtpServerProcess;
beforeAll(async () => {
  smtp = await startSmtpServerProcess();
});
afterAll(async () => {
  await smtp?.stop();
});

describe.each(TEST_DATABASES)("notifier (%s)", (kind) => {
  let database: Database;
  let target: DatabaseTarget;
  let db: Db;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ database, target, drop } = await createTestDatabase(kind));
    db = database.db;
  });
  afterAll(async () => {
    await drop();
  });
  // Each test starts from an empty outbox, so counts are only its own.
  beforeEach(async () => {
    await db.delete(notifications);
  });

  function notifier(sender: MessageSender, extra: Partial<NotifierDeps> = {}) {
    const clock = testClock();
    const log = testLog();
    return { clock, log, notifier: createNotifier({ db, sender, log, now: clock.now, ...extra }) };
  }

  it("delivers an enqueued email once and marks it sent", async () => {
    const { sender, state } = recordingSender();
    const { clock, notifier: n } = notifier(sender);
    const email = enquiryEmail(101);
    const id = await db.transaction((tx) => n.enqueue(tx, email));

    expect(await n.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(state.sent).toEqual([{ channel: "email", to: SUPPORT, subject: email.subject, text: email.body }]);
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, kind: "enquiry", refId: 101 });
    expect(row.sentAt?.getTime()).toBe(clock.now().getTime());

    expect(await n.deliverDue()).toEqual(nothing);
    expect(state.calls).toBe(1);
  });

  it("sends an email of a kind with an attachment provider with the files it makes; a provider's error is a failed try", async () => {
    const { sender, state } = recordingSender();
    const { clock, notifier: n } = notifier(sender, { retryBaseMs: MINUTE });
    let broken = true;
    n.attachFor("receipt", async (refId) => {
      if (broken) throw new Error("invoice not readable");
      return [{ filename: `r-${refId}.pdf`, contentType: "application/pdf", content: Buffer.from("%PDF-") }];
    });
    const id = await n.enqueue(db, { ...enquiryEmail(7), kind: "receipt" });
    await n.enqueue(db, enquiryEmail(8));

    expect(await n.deliverDue()).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(state.sent.map((m) => m.attachments)).toEqual([undefined]);
    expect((await rowOf(db, id)).lastError).toBe("invoice not readable");

    broken = false;
    clock.advance(MINUTE);
    expect(await n.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(state.sent[1]?.attachments).toEqual([
      { filename: "r-7.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-") },
    ]);
  });

  it("retries a failed send after retryBase, then after twice that, and then delivers it", async () => {
    const { sender, state } = recordingSender();
    const { clock, log, notifier: n } = notifier(sender, { retryBaseMs: MINUTE });
    const email = enquiryEmail(102);
    const id = await n.enqueue(db, email);
    state.failNext = 2;

    expect(await n.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await rowOf(db, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/421 Service not available/);
    expect(row.lastError).not.toContain("Kolkata");
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(MINUTE);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ notificationId: id, attempts: 1 }),
      expect.any(String),
    );

    clock.advance(MINUTE - 1);
    expect(await n.deliverDue()).toEqual(nothing);
    expect(state.calls).toBe(1);

    clock.advance(1);
    expect(await n.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await rowOf(db, id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(2 * MINUTE);

    clock.advance(2 * MINUTE - 1);
    expect(await n.deliverDue()).toEqual(nothing);
    clock.advance(1);
    expect(await n.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf(db, id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(state.sent.map((m) => m.subject)).toEqual([email.subject]);
    expect(state.calls).toBe(3);
  });

  it("gives up after maxAttempts with an error log, capping the waits at six hours", async () => {
    const { sender, state } = recordingSender();
    const { clock, log, notifier: n } = notifier(sender, { retryBaseMs: HOUR, maxAttempts: 5 });
    const id = await n.enqueue(db, enquiryEmail(103));
    state.failNext = Number.POSITIVE_INFINITY;

    const waits: number[] = [];
    for (let attempt = 1; attempt < 5; attempt++) {
      expect(await n.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const wait = (await rowOf(db, id)).nextAttemptAt.getTime() - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait);
    }
    expect(waits).toEqual([HOUR, 2 * HOUR, 4 * HOUR, 6 * HOUR]);
    expect(log.error).not.toHaveBeenCalled();

    expect(await n.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ status: "failed", attempts: 5, sentAt: null });
    expect(row.lastError).toMatch(/421/);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ notificationId: id, kind: "enquiry" }),
      expect.any(String),
    );

    clock.advance(7 * 24 * HOUR);
    expect(await n.deliverDue()).toEqual(nothing);
    expect(state.calls).toBe(5);
  });

  it("keeps no notification when the enquiry's transaction rolls back", async () => {
    const { sender, state } = recordingSender();
    const { notifier: n } = notifier(sender);
    await expect(
      db.transaction(async (tx) => {
        await n.enqueue(tx, enquiryEmail(104));
        throw new Error("enquiry could not be saved");
      }),
    ).rejects.toThrow("enquiry could not be saved");
    await db.transaction((tx) => n.enqueue(tx, enquiryEmail(105)));

    const rows = await db.select({ refId: notifications.refId }).from(notifications);
    expect(rows).toEqual([{ refId: 105 }]);
    expect(await n.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(state.sent.map((m) => m.subject)).toEqual([enquiryEmail(105).subject]);
  });

  it("sends every notification exactly once when two notifiers deliver at the same time", async () => {
    // On PostgreSQL the second notifier has its own pool, as another server process would.
    const other = kind === "postgres" ? await openDatabase(target) : null;
    try {
      const a = recordingSender(3);
      const b = recordingSender(3);
      const clock = testClock();
      const common = { log: testLog(), now: clock.now, batchSize: 4 };
      const na = createNotifier({ ...common, db, sender: a.sender });
      const nb = createNotifier({ ...common, db: other?.db ?? db, sender: b.sender });

      const expected: string[] = [];
      let sentTotal = 0;
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 10; i++) {
          const email = enquiryEmail(1000 + round * 10 + i);
          expected.push(email.subject);
          await na.enqueue(db, email);
        }
        const counts = await Promise.all([na.deliverDue(), nb.deliverDue()]);
        for (const c of counts) sentTotal += c.sent;
      }
      expect(await Promise.all([na.deliverDue(), nb.deliverDue()])).toEqual([nothing, nothing]);

      const delivered = [...a.state.sent, ...b.state.sent].map((m) => m.subject);
      expect(delivered.toSorted()).toEqual(expected.toSorted());
      expect(sentTotal).toBe(30);
      // Both took part, so the claims really did run side by side.
      expect(a.state.sent.length).toBeGreaterThan(0);
      expect(b.state.sent.length).toBeGreaterThan(0);
      const rows = await db.select().from(notifications);
      expect(rows).toHaveLength(30);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await other?.close();
    }
  });

  describe("through a real SMTP server in another process", () => {
    it("delivers to the right recipient with the subject and body", async () => {
      const before = smtp.received().length;
      const sender = createSmtpSender({ url: smtp.url, from: FROM });
      const { notifier: n } = notifier(sender);
      const email = enquiryEmail(201);
      const id = await db.transaction((tx) => n.enqueue(tx, email));
      try {
        expect(await n.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      } finally {
        sender.close();
      }

      const mail = (await smtp.waitFor(before + 1, 10_000))[before]!;
      expect(mail.rcptTo).toEqual([SUPPORT]);
      const parsed = await simpleParser(mail.raw);
      expect(parsed.subject).toBe(email.subject);
      expect(parsed.from?.text).toContain("no-reply@seniorcare.example");
      expect(parsed.text?.trim()).toBe(email.body);
      expect(await rowOf(db, id)).toMatchObject({ status: "sent", attempts: 1 });
    });

    it("retries after a 451 and then delivers", async () => {
      const before = smtp.received().length;
      const sender = createSmtpSender({ url: smtp.url, from: FROM });
      const { clock, notifier: n } = notifier(sender, { retryBaseMs: 30_000 });
      const email = enquiryEmail(202);
      const id = await n.enqueue(db, email);
      await smtp.rejectNext(1);
      try {
        expect(await n.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
        const row = await rowOf(db, id);
        expect(row).toMatchObject({ status: "pending", attempts: 1 });
        expect(row.lastError).toMatch(/451/);
        expect(await n.deliverDue()).toEqual(nothing);

        clock.advance(30_000);
        expect(await n.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      } finally {
        sender.close();
      }

      const mails = await smtp.waitFor(before + 1, 10_000);
      expect(mails).toHaveLength(before + 1);
      const parsed = await simpleParser(mails[before]!.raw);
      expect(mails[before]!.rcptTo).toEqual([SUPPORT]);
      expect(parsed.subject).toBe(email.subject);
      expect(parsed.text?.trim()).toBe(email.body);
      expect(await rowOf(db, id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    });
  });

  describe("running in the background", () => {
    it("kick() delivers without waiting, and a kick during a run brings one more run, one at a time", async () => {
      const gated = gatedSender();
      const { notifier: n } = notifier(gated.sender);
      const first = enquiryEmail(301);
      const second = enquiryEmail(302);
      await n.enqueue(db, first);
      n.kick();
      await vi.waitFor(() => expect(gated.state.calls).toBe(1));

      // Committed after the running claim looked, so only another run can find it.
      await n.enqueue(db, second);
      n.kick();
      n.kick();
      gated.release();

      await vi.waitFor(() =>
        expect(gated.state.sent.map((m) => m.subject)).toEqual([first.subject, second.subject]),
      );
      await n.stop();
      expect(gated.state.maxInFlight).toBe(1);
      expect(gated.state.calls).toBe(2);
    });

    it("a kick that comes just as a run ends is never lost (it does not wait for the timer)", async () => {
      // The run's claim finds nothing due; the message becomes due once that claim has looked, and
      // the kick comes a few microtasks later: at each step of the run's way out, in turn.
      for (let hops = 0; hops < 40; hops += 1) {
        await db.delete(notifications);
        const { sender, state } = recordingSender();
        const clock = testClock();
        let afterClaim: (() => void) | null = null;
        const watched = new Proxy(db, {
          get(target, key, receiver) {
            if (key !== "transaction") return Reflect.get(target, key, receiver);
            return (fn: Parameters<Db["transaction"]>[0]) =>
              target.transaction(fn).then((result) => {
                const hook = afterClaim;
                afterClaim = null;
                hook?.();
                return result;
              });
          },
        });
        const n = createNotifier({ db: watched, sender, log: testLog(), now: clock.now });
        clock.advance(1_000);
        await n.enqueue(db, enquiryEmail(400 + hops));
        clock.advance(-1_000);
        afterClaim = () => {
          clock.advance(1_000);
          let left = hops;
          const hop = () => (left-- > 0 ? queueMicrotask(hop) : n.kick());
          hop();
        };
        n.kick();
        await vi.waitFor(() => expect(afterClaim).toBeNull());
        await sleep(1);
        await n.settled();
        expect(
          state.sent.map((m) => m.subject),
          `kick after ${hops} microtasks`,
        ).toEqual([enquiryEmail(400 + hops).subject]);
        await n.stop();
      }
    });

    it("start() delivers on its timer; stop() waits for the run in progress, and nothing runs after", async () => {
      const gated = gatedSender();
      const { notifier: n } = notifier(gated.sender);
      const id = await n.enqueue(db, enquiryEmail(303));
      n.start(10);
      await vi.waitFor(() => expect(gated.state.calls).toBe(1));

      let stopped = false;
      const stopping = n.stop().then(() => {
        stopped = true;
      });
      await sleep(50);
      expect(stopped).toBe(false);
      gated.release();
      await stopping;
      expect(await rowOf(db, id)).toMatchObject({ status: "sent" });

      const later = await n.enqueue(db, enquiryEmail(304));
      n.kick();
      await sleep(50);
      expect(gated.state.calls).toBe(1);
      expect(await rowOf(db, later)).toMatchObject({ status: "pending" });
    });

    it("its timer does not keep the process alive", async () => {
      const { notifier: n } = notifier(recordingSender().sender);
      const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
      const before = timers();
      n.start(60_000);
      expect(timers()).toBe(before);
      await n.stop();
    });

    it("logs a run that fails instead of throwing", async () => {
      const down = new Proxy({} as Db, {
        get() {
          throw new Error("database unavailable");
        },
      });
      const log = testLog();
      const n = createNotifier({ db: down, sender: recordingSender().sender, log });
      n.kick();
      await n.stop();
      expect(log.error).toHaveBeenCalledWith({ error: "database unavailable" }, expect.any(String));
    });
  });
});
