import { companionDb, type QueuedAction } from "./companion-db.ts";

/*
 * The actions waiting on the phone (issue 46, decision 0096): written before anything is sent, so an
 * action survives a lost signal, a closed app and a restart; read in the order they were made; deleted
 * only once the server has answered. Every change is told to this page's listeners and, through a
 * BroadcastChannel, to the app's other tabs.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("companion-outbox");
if (channel) {
  channel.onmessage = () => tell();
  // Node's channel (unit tests) would keep the process alive; a browser's has no unref.
  (channel as { unref?: () => void }).unref?.();
}

function tell() {
  for (const listener of listeners) listener();
}
function changed() {
  tell();
  channel?.postMessage("changed");
}

/** Calls `listener` whenever the queue changes here or in another tab; returns how to stop. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts an action at the end of the queue; answers it with its place. */
export async function enqueue(action: QueuedAction): Promise<QueuedAction> {
  const { seq: _none, ...fresh } = action;
  const seq = await (await companionDb()).add("outbox", fresh as QueuedAction);
  changed();
  return { ...fresh, seq } as QueuedAction;
}

/** The companion's queued actions, oldest first (failed ones included). */
export async function queuedActions(companionId: number): Promise<QueuedAction[]> {
  const all = await (await companionDb()).getAllFromIndex("outbox", "byCompanion", companionId);
  return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The server has it, or the companion dismissed its refusal. */
export async function removeQueued(seq: number): Promise<void> {
  await (await companionDb()).delete("outbox", seq);
  changed();
}

/** The server refused it: kept with the reason until the companion has read it. */
export async function markRefused(seq: number, reason: string): Promise<void> {
  const db = await companionDb();
  const action = await db.get("outbox", seq);
  if (!action) return;
  await db.put("outbox", { ...action, failure: reason });
  changed();
}
