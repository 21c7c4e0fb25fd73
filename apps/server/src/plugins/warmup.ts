/**
 * Work a new process finishes after it starts listening and before the load balancer sends it anyone:
 * /healthz answers 503 while any runs (modules/health). Today, rendering the public pages, so a process
 * that joins just before the database goes away still serves them.
 */
export interface Warmup {
  isStarting(): boolean;
  /** Runs `task`; the process counts as starting until it settles, whether it succeeds or fails. */
  run(task: () => Promise<void>): Promise<void>;
}

export function createWarmup(): Warmup {
  let running = 0;
  return {
    isStarting: () => running > 0,
    async run(task) {
      running++;
      try {
        await task();
      } finally {
        running--;
      }
    },
  };
}
