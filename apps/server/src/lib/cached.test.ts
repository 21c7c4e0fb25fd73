import { describe, expect, it } from "vitest";
import { cached } from "./cached.ts";

describe("cached", () => {
  it("loads once for concurrent and repeated reads within the TTL, then reloads", async () => {
    let clock = 0;
    let loads = 0;
    const c = cached(
      1000,
      async () => ++loads,
      () => clock,
    );
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

  it("does not cache when the TTL is 0", async () => {
    let loads = 0;
    const c = cached(0, async () => ++loads);
    await c.get();
    expect(await c.get()).toBe(2);
  });
});
