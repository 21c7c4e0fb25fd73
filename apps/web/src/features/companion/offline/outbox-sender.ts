import type { QueuedAction } from "./companion-db.ts";
import { markRefused, queuedActions, removeQueued } from "./outbox.ts";

/*
 * Sends the queue (issue 46, decision 0096): in the order the actions were made, one at a time, each with
 * its own key, so the server takes each once however often it is sent. It stops at the first action that
 * could not reach the server (no signal, the server down, the session gone) and keeps the rest for the
 * next try: when the app opens, when the phone is back online, when the app comes to the front, and
 * every half minute while something waits. No Background Sync: iOS has none.
 */

/** How one send ended: the server took it, it could not be sent now, or the server refused it. */
export type SendOutcome =
  | { kind: "sent"; message: string }
  | { kind: "later" }
  | { kind: "refused"; reason: string };

export type SendAction = (action: QueuedAction) => Promise<SendOutcome>;

/** What became of each action sent in a run, by key. */
export type FlushReport = Map<string, SendOutcome>;

let chain: Promise<unknown> = Promise.resolve();

/** Told of each action the server took, before it leaves the queue (the screen then shows it as done). */
export type OnSent = (action: QueuedAction) => Promise<void> | void;

/** One run over the queue, after any run already going in this page (and, where the browser has Web Locks, in any tab). */
export function flushOutbox(companionId: number, send: SendAction, onSent?: OnSent): Promise<FlushReport> {
  const run = chain.then(() => withLock(() => sendQueued(companionId, send, onSent)));
  chain = run.catch(() => undefined);
  return run;
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request("companion-outbox", work) as Promise<T>) : work();
}

async function sendQueued(companionId: number, send: SendAction, onSent?: OnSent): Promise<FlushReport> {
  const report: FlushReport = new Map();
  for (const action of await queuedActions(companionId)) {
    if (action.failure !== undefined || action.seq === undefined) continue;
    const outcome = await send(action);
    report.set(action.key, outcome);
    if (outcome.kind === "later") break;
    if (outcome.kind === "sent") {
      // Shown as done before it stops showing as waiting: the card never flips back to the step before.
      await Promise.resolve(onSent?.(action)).catch(() => undefined);
      await removeQueued(action.seq);
    } else await markRefused(action.seq, outcome.reason);
  }
  return report;
}
