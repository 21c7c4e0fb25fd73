/**
 * A background sweep on a timer (reminders, late-visit alerts): never two runs at once in this process,
 * an unref'd timer like the notifier's worker, and `stop` waits for a run in progress. Runs in other
 * processes meet in the database, which is what makes each sweep's work exactly once.
 */
export function createSweeper(run: (now: Date) => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function sweep(now: Date): void {
    if (running) return;
    running = run(now).finally(() => {
      running = null;
    });
  }

  return {
    /** Sweeps every intervalMs on the clock given. */
    start(intervalMs: number, clock: () => Date): void {
      clearInterval(timer);
      timer = setInterval(() => sweep(clock()), intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a sweep in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
