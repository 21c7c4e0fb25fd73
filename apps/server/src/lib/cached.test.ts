import { describe, expect, it } from "vitest";
import { cached } from "./cached.ts";
import { createChangeFeed } from "./change-feed.ts";

describe("cached", () => {
  it("loads once for concurrent and repeated reads within the TTL, then reloads", async () => {
    let clock = 0;
    let loads = 0;
    const c = cached(1000, async () => ++loads, { now: () => clock });
    expect(await Promise.all([c.get(), c.get(), c.get()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await c.get()).toBe(1);
    clock = 1000;
    expect(await c.get()).toBe(2);
  });

  it("reloads after invalidate and never keeps a failed load", async () => {
    let fail = true;
    let loads = 0;
    const c = cached(60_000, async () => {
      loads++;
      if (fail) throw new Error("db down");
      return loads;
    });
    await expect(c.get()).rejects.toThrow("db down");
    fail = false;
    expect(await c.get()).toBe(2);
    c.invalidate();
    expect(await c.get()).toBe(3);
  });

  it("drops the value on every change the feed reports, never keeping a load started before it", async () => {
    const feed = createChangeFeed();
    let loads = 0;
    let release = () => {};
    const c = cached(
      60_000,
      () =>
        new Promise<number>((resolve) => {
          const n = ++loads;
          release = () => resolve(n);
        }),
      { droppedBy: feed },
    );
    const first = c.get();
    release();
    expect(await first).toBe(1);
    expect(await c.get()).toBe(1);
    // A load under way when the change arrives answers its callers but is not kept.
    feed.emit();
    const during = c.get();
    feed.emit();
    release();
    expect(await during).toBe(2);
    const after = c.get();
    release();
    expect(await after).toBe(3);
    expect(await c.get()).toBe(3);
  });

  it("answers the last value loaded when a reload fails, and tries the database again at the next read", async () => {
    const feed = createChangeFeed();
    let fail = false;
    let loads = 0;
    const c = cached(
      60_000,
      async () => {
        loads++;
        if (fail) throw new Error("db down");
        return loads;
      },
      { droppedBy: feed },
    );
    expect(await c.get()).toBe(1);
    fail = true;
    feed.emit();
    expect(await c.get()).toBe(1);
    expect(await c.get()).toBe(1);
    expect(loads).toBe(3);
    fail = false;
    expect(await c.get()).toBe(4);
    expect(await c.get()).toBe(4);
  });

  it("does not cache when the TTL is 0", async () => {
    let loads = 0;
    const c = cached(0, async () => ++loads);
    await c.get();
    expect(await c.get()).toBe(2);
  });
});
