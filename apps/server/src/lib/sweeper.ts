import type { ChangeFeed } from "./change-feed.ts";

/** After a failed run, the next one comes this soon (or at the safety interval, if sooner). */
export const RETRY_AFTER_FAILURE_MS = 15_000;
/** A database notification runs the sweep this soon: a burst of changes makes one run, not one each. */
export const NOTIFIED_RUN_DELAY_MS = 200;
/** A timer never fires sooner than this after a run (an item another process holds stays due meanwhile). */
const MIN_TIMER_MS = 1_000;

export interface SweepOptions {
  /**
   * When this sweep next has something to do (null: nothing it knows of), asked after each run while the
   * sweeper is started. The timer is set for then, or for the safety interval if that comes first.
   */
  nextDue?: (now: Date) => Promise<Date | null>;
  /** A run (or nextDue) threw; the next run comes RETRY_AFTER_FAILURE_MS later. */
  onError?: (error: unknown) => void;
}

/**
 * Background work that runs when there is something to do (decision 0065), never on a fixed beat:
 * - `wake()` runs it now (a kick in this process: it has just committed work);
 * - a change in the database that concerns it, reported by the feeds given to `start` (LISTEN/NOTIFY from
 *   the changing transaction, from any process), runs it NOTIFIED_RUN_DELAY_MS later;
 * - after each run it asks `nextDue` and sleeps until then (a retry, a reminder's hour, a late visit);
 * - and in any case it runs again after `safetyMs`, in case a notification was missed.
 * Never two runs at once in this process; a wake during a run brings one more run after it. The timer is
 * unref'd and `stop` waits for a run in progress. Runs in other processes meet in the database, which is
 * what makes each sweep's work exactly once.
 */
export function createSweeper(run: (now: Date) => Promise<unknown>, options: SweepOptions = {}) {
  let clock: () => Date = () => new Date();
  /** 0 until started: without a timer, only wake() runs it. */
  let safetyMs = 0;
  let stopped = false;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let notifiedDuringRun = false;
  let timer: NodeJS.Timeout | undefined;
  /** When the timer fires (ms since the epoch, real time), or Infinity with none set. */
  let timerAt = Number.POSITIVE_INFINITY;
  let unsubscribe: (() => void)[] = [];

  function setTimer(delayMs: number): void {
    clearTimeout(timer);
    timerAt = Date.now() + delayMs;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Number.POSITIVE_INFINITY;
      wake();
    }, delayMs);
    // Work waits in the database; it is no reason to keep the process alive.
    timer.unref();
  }

  function clearTimer(): void {
    clearTimeout(timer);
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
  }

  /** The timer after a run: the next item due, at most the safety interval, at least MIN_TIMER_MS. */
  function schedule(next: Date | null, failed: boolean): void {
    if (stopped || safetyMs <= 0) return;
    const floor = Math.min(MIN_TIMER_MS, safetyMs);
    let delay = next === null ? safetyMs : Math.max(next.getTime() - clock().getTime(), floor);
    if (failed) delay = Math.min(delay, RETRY_AFTER_FAILURE_MS);
    if (notifiedDuringRun) delay = Math.min(delay, NOTIFIED_RUN_DELAY_MS);
    notifiedDuringRun = false;
    setTimer(Math.min(delay, safetyMs));
  }

  async function loop(): Promise<void> {
    let next: Date | null = null;
    let failed = false;
    do {
      runAgain = false;
      failed = false;
      try {
        await run(clock());
      } catch (error) {
        failed = true;
        options.onError?.(error);
      }
      if (safetyMs > 0 && options.nextDue && !runAgain && !stopped) {
        try {
          next = await options.nextDue(clock());
        } catch (error) {
          failed = true;
          options.onError?.(error);
        }
      }
    } while (runAgain && !stopped);
    // In the same step as the last check: a wake in between would otherwise set runAgain for a loop that
    // has already ended, and wait for the timer.
    running = null;
    schedule(next, failed);
  }

  /** Runs now, or once more after the run in progress. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimer();
    running = loop();
  }

  /** The database reported a change this sweep reads: run shortly (one run for a burst of changes). */
  function notified(): void {
    if (stopped) return;
    if (running) {
      notifiedDuringRun = true;
      return;
    }
    if (timerAt > Date.now() + NOTIFIED_RUN_DELAY_MS) setTimer(NOTIFIED_RUN_DELAY_MS);
  }

  return {
    wake,
    /**
     * Runs now, then whenever `feeds` report a change, when the next item falls due, and at least every
     * `intervalMs` (the safety interval), on the clock given.
     */
    start(intervalMs: number, now: () => Date = () => new Date(), feeds: readonly ChangeFeed[] = []): void {
      for (const stop of unsubscribe) stop();
      stopped = false;
      safetyMs = intervalMs;
      clock = now;
      unsubscribe = feeds.map((feed) => feed.subscribe(notified));
      wake();
    },
    /** Stops the timer and the feeds, and waits for a run in progress; nothing runs after. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimer();
      for (const stop of unsubscribe) stop();
      unsubscribe = [];
      while (running) await running;
    },
    /** Resolves once no run is going on in this process. */
    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}

export type Sweeper = ReturnType<typeof createSweeper>;
