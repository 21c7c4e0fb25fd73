import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSession } from "../../../lib/session.tsx";
import type { QueuedAction, QueuedCheck, QueuedReport } from "./companion-db.ts";
import { enqueue, onOutboxChange, queuedActions, removeQueued } from "./outbox.ts";
import { flushOutbox, type SendOutcome } from "./outbox-sender.ts";
import { withSent } from "./queued-visits.ts";
import { sendQueuedAction } from "./send-queued.ts";
import { type CompanionVisitList, keepVisits } from "./visit-cache.ts";

/** While something waits, the queue is tried this often (besides on open, online and coming to the front). */
export const OUTBOX_RETRY_MS = 30_000;

/** The signed-in companion's id, or null. */
export function useCompanionId(): number | null {
  const { session } = useSession();
  return session.kind === "companion" ? session.companion.companion_id : null;
}

/** The companion's queued actions, oldest first, kept up to date (null while first read). */
export function useOutbox(): QueuedAction[] | null {
  const companionId = useCompanionId();
  const [actions, setActions] = useState<QueuedAction[] | null>(null);
  useEffect(() => {
    if (companionId === null) return;
    let live = true;
    const read = () =>
      void queuedActions(companionId)
        .then((list) => {
          if (live) setActions(list);
        })
        .catch(() => {
          if (live) setActions([]);
        });
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [companionId]);
  return actions;
}

/** Runs the queue; refreshes the visit list when the server took something. */
export function useFlush() {
  const companionId = useCompanionId();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (companionId === null) return new Map<string, SendOutcome>();
    // What the server took shows as done at once, on screen and in the list kept for a start offline,
    // not as it was before until the list comes again (or, offline meanwhile, never).
    const onSent = async (action: QueuedAction) => {
      const patch = (d: CompanionVisitList | undefined) => d && { ...d, visits: withSent(d.visits, action) };
      // The kept list too: shown while the server's list is on its way (use-shown-visits.ts).
      const fromPhone = queryClient.setQueryData<CompanionVisitList | null>(
        queryKeys.companionKeptVisits,
        (d) => (d ? patch(d) : d),
      );
      const list =
        queryClient.setQueryData<CompanionVisitList>(queryKeys.companionVisits, patch) ?? fromPhone;
      if (!list) return;
      const { refreshed_at, from_phone: _, ...kept } = list;
      await keepVisits(companionId, kept, refreshed_at);
    };
    const report = await flushOutbox(companionId, sendQueuedAction, onSent);
    if ([...report.values()].some((o) => o.kind !== "later")) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.companionVisits });
    }
    return report;
  }, [companionId, queryClient]);
}

/**
 * Sends what waits (issue 46): when the app opens, when the phone is back online, when the app comes
 * back to the front, and every OUTBOX_RETRY_MS while anything waits. Mounted once, in the app's frame.
 */
export function useOutboxSender(): void {
  const flush = useFlush();
  const actions = useOutbox();
  const waiting = (actions ?? []).some((a) => a.failure === undefined);
  useEffect(() => {
    const run = () => void flush().catch(() => undefined);
    run();
    const onVisible = () => {
      if (document.visibilityState === "visible") run();
    };
    window.addEventListener("online", run);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", run);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [flush]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void flush().catch(() => undefined), OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);
}

/** An action as the screen makes it: the rest (who, key, phone's time) is filled in here. */
export type NewAction =
  | Omit<QueuedCheck, "seq" | "companionId" | "key" | "phoneTime" | "failure">
  | Omit<QueuedReport, "seq" | "companionId" | "key" | "phoneTime" | "failure">;

/**
 * Keeps an action on the phone, then tries to send it with whatever waits before it. Answers how it
 * ended: sent (the server's message), kept for later, or refused (the reason; the action is then
 * dropped from the queue, since the screen that made it shows the reason at once).
 */
export function useQueueAction() {
  const companionId = useCompanionId();
  const flush = useFlush();
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (action: NewAction): Promise<SendOutcome> => {
      if (companionId === null) return { kind: "later" };
      setPending(true);
      const made = {
        ...action,
        companionId,
        key: crypto.randomUUID(),
        phoneTime: new Date().toISOString(),
      } as QueuedAction;
      try {
        const queued = await enqueue(made).catch(() => null);
        // A browser that keeps nothing (IndexedDB refused, as in some private windows): sent at once.
        if (!queued) return await sendQueuedAction(made);
        const outcome = (await flush()).get(queued.key) ?? { kind: "later" };
        if (outcome.kind === "refused" && queued.seq !== undefined) await removeQueued(queued.seq);
        return outcome;
      } finally {
        setPending(false);
      }
    },
    [companionId, flush],
  );
  return { submit, pending };
}
