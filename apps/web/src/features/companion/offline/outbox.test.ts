import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeApp, freshPhone } from "../../../test/phone-storage.ts";
import type { QueuedAction } from "./companion-db.ts";
import { enqueue, queuedActions } from "./outbox.ts";
import { flushOutbox, type SendOutcome } from "./outbox-sender.ts";

const LABEL = { firstName: "Asha", visitDate: "2026-12-03", startTime: "09:00" };

function check(kind: "checkin" | "checkout", bookingId: number, key: string): QueuedAction {
  return {
    kind,
    companionId: 12,
    bookingId,
    key,
    phoneTime: "2026-12-03T03:25:00.000Z",
    label: LABEL,
    body: { location: null },
  };
}

function report(bookingId: number, key: string, withPhoto: boolean): QueuedAction {
  return {
    kind: "report",
    companionId: 12,
    bookingId,
    key,
    phoneTime: "2026-12-03T05:30:00.000Z",
    label: LABEL,
    body: { tasks: ["conversation"], mood: 4, concern: false, concern_note: "", family_note: "Ate well" },
    photo: withPhoto
      ? {
          bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]).buffer,
          type: "image/jpeg",
          name: "tea.jpg",
          key: "p1",
        }
      : null,
  };
}

/** A server that answers each action by a rule and remembers what reached it. */
function server(rule: (a: QueuedAction, attempt: number) => SendOutcome) {
  const received: QueuedAction[] = [];
  return {
    received,
    send: async (a: QueuedAction) => {
      received.push(a);
      return rule(a, received.length);
    },
  };
}

beforeEach(freshPhone);
afterEach(freshPhone);

describe("the companion's outbox (IndexedDB)", () => {
  it("keeps actions in the order they were made, with the photo's bytes, across closing the app", async () => {
    await enqueue(check("checkin", 7, "k1"));
    await enqueue(check("checkout", 7, "k2"));
    await enqueue(report(7, "k3", true));
    await closeApp();
    const kept = await queuedActions(12);
    expect(kept.map((a) => [a.kind, a.key])).toEqual([
      ["checkin", "k1"],
      ["checkout", "k2"],
      ["report", "k3"],
    ]);
    const photo = kept[2]?.kind === "report" ? kept[2].photo : null;
    expect([...new Uint8Array(photo?.bytes ?? new ArrayBuffer(0))]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
    expect(await queuedActions(13)).toEqual([]);
  });

  it("sends in order and stops at the first that cannot reach the server, keeping it and the rest", async () => {
    await enqueue(check("checkin", 7, "k1"));
    await enqueue(check("checkout", 7, "k2"));
    await enqueue(report(7, "k3", false));
    const noSignalAfterFirst = server((_a, n) =>
      n === 1 ? { kind: "sent", message: "ok" } : { kind: "later" },
    );
    const first = await flushOutbox(12, noSignalAfterFirst.send);
    expect(noSignalAfterFirst.received.map((a) => a.key)).toEqual(["k1", "k2"]);
    expect([...first.entries()]).toEqual([
      ["k1", { kind: "sent", message: "ok" }],
      ["k2", { kind: "later" }],
    ]);
    expect((await queuedActions(12)).map((a) => a.key)).toEqual(["k2", "k3"]);

    // The signal returns: the same actions go again with the same keys, and the queue empties.
    const back = server(() => ({ kind: "sent", message: "ok" }));
    await flushOutbox(12, back.send);
    expect(back.received.map((a) => a.key)).toEqual(["k2", "k3"]);
    expect(await queuedActions(12)).toEqual([]);
  });

  it("keeps a refused action with its reason, goes on with the next, and never sends it again", async () => {
    await enqueue(check("checkin", 7, "k1"));
    await enqueue(check("checkin", 8, "k2"));
    const refusing = server((a) =>
      a.bookingId === 7
        ? { kind: "refused", reason: "Only a confirmed visit can be checked into or out of." }
        : { kind: "sent", message: "ok" },
    );
    await flushOutbox(12, refusing.send);
    const left = await queuedActions(12);
    expect(left.map((a) => [a.key, a.failure])).toEqual([
      ["k1", "Only a confirmed visit can be checked into or out of."],
    ]);
    const again = server(() => ({ kind: "sent", message: "ok" }));
    await flushOutbox(12, again.send);
    expect(again.received).toEqual([]);
  });

  it("tells the screen of each action the server took while it is still in the queue, and of no other", async () => {
    await enqueue(check("checkin", 7, "k1"));
    await enqueue(check("checkin", 8, "k2"));
    await enqueue(check("checkout", 7, "k3"));
    const secondRefused = server((a) =>
      a.key === "k2" ? { kind: "refused", reason: "Not yours." } : { kind: "sent", message: "ok" },
    );
    const told: Array<[string, string[]]> = [];
    await flushOutbox(12, secondRefused.send, async (a) => {
      told.push([a.key, (await queuedActions(12)).map((q) => q.key)]);
    });
    // Shown as done before it stops showing as waiting: no moment in which the card is a step behind.
    expect(told).toEqual([
      ["k1", ["k1", "k2", "k3"]],
      ["k3", ["k2", "k3"]],
    ]);
  });

  it("sends each action once when the app tries from several places at once", async () => {
    for (let i = 1; i <= 5; i += 1) await enqueue(check("checkin", i, `k${i}`));
    const counting = server(() => ({ kind: "sent", message: "ok" }));
    await Promise.all([
      flushOutbox(12, counting.send),
      flushOutbox(12, counting.send),
      flushOutbox(12, counting.send),
    ]);
    expect(counting.received.map((a) => a.key)).toEqual(["k1", "k2", "k3", "k4", "k5"]);
    expect(await queuedActions(12)).toEqual([]);
  });

  it("sends only the signed-in companion's actions", async () => {
    await enqueue(check("checkin", 7, "mine"));
    await enqueue({ ...check("checkin", 9, "theirs"), companionId: 13 });
    const s = server(() => ({ kind: "sent", message: "ok" }));
    await flushOutbox(12, s.send);
    expect(s.received.map((a) => a.key)).toEqual(["mine"]);
    expect((await queuedActions(13)).map((a) => a.key)).toEqual(["theirs"]);
  });
});
