import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChangeFeed } from "./change-feed.ts";
import { createSweeper, NOTIFIED_RUN_DELAY_MS, RETRY_AFTER_FAILURE_MS } from "./sweeper.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A sweep that counts its runs and says its next item is `due` (ms from now; null: none). */
function counted(due: () => number | null = () => null) {
  const runs: number[] = [];
  const sweeper = createSweeper(
    async () => {
      runs.push(Date.now());
    },
    {
      nextDue: async (now) => {
        const ms = due();
        return ms === null ? null : new Date(now.getTime() + ms);
      },
    },
  );
  return { runs, sweeper };
}

describe("a sweeper (decision 0065)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-12-01T04:30:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs as it starts, then not again until its next item is due", async () => {
    let due: number | null = 10 * MINUTE;
    const { runs, sweeper } = counted(() => due);
    sweeper.start(HOUR);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    due = null;
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    await sweeper.stop();
  });

  it("with nothing due, runs again only at the safety interval", async () => {
    const { runs, sweeper } = counted();
    sweeper.start(5 * MINUTE);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    await sweeper.stop();
  });

  it("runs shortly after the database reports a change, once for a burst of them", async () => {
    const feed = createChangeFeed();
    const { runs, sweeper } = counted();
    sweeper.start(HOUR, () => new Date(), [feed]);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i++) feed.emit();
    await vi.advanceTimersByTimeAsync(NOTIFIED_RUN_DELAY_MS);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(runs).toHaveLength(2);
    await sweeper.stop();
    feed.emit();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(runs).toHaveLength(2);
  });

  it("after a failed run, tries again soon rather than at the safety interval", async () => {
    let fail = true;
    const errors: unknown[] = [];
    let runs = 0;
    const sweeper = createSweeper(
      async () => {
        runs += 1;
        if (fail) throw new Error("database unavailable");
      },
      { nextDue: async () => null, onError: (error) => errors.push(error) },
    );
    sweeper.start(HOUR);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(runs).toBe(2);
    await sweeper.stop();
  });

  it("never runs twice at once: a wake during a run brings one more run after it", async () => {
    let release: () => void = () => undefined;
    let inFlight = 0;
    let most = 0;
    let runs = 0;
    const sweeper = createSweeper(async () => {
      runs += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      inFlight -= 1;
    });
    sweeper.wake();
    sweeper.wake();
    sweeper.wake();
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await sweeper.settled();
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it("keeps no process alive: its timer is unref'd", async () => {
    vi.useRealTimers();
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
    const { sweeper } = counted();
    const before = timers();
    sweeper.start(HOUR);
    await sweeper.settled();
    expect(timers()).toBe(before);
    await sweeper.stop();
  });
});
