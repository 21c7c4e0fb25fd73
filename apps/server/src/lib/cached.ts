export interface Cached<T> {
  get(): Promise<T>;
  /** Drop the value so the next get() reloads (after a write in this process). */
  invalidate(): void;
}

/**
 * A read-through cache for small, rarely changing reference data (plans, places, lookups).
 * Concurrent misses share one load; a failed load is not kept. ttlMs 0 turns caching off.
 * Other processes see a change within ttlMs (docs/decisions/0007-reference-data-cache.md).
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): Cached<T> {
  let entry: { value: Promise<T>; expires: number } | null = null;
  return {
    get() {
      if (ttlMs <= 0) return load();
      if (entry && entry.expires > now()) return entry.value;
      const value = load();
      const current = { value, expires: now() + ttlMs };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
    invalidate() {
      entry = null;
    },
  };
}
