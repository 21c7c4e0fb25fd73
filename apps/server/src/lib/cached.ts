import type { ChangeFeed } from "./change-feed.ts";

export interface Cached<T> {
  get(): Promise<T>;
  /** Drop the value so the next get() reloads (after a write in this process). */
  invalidate(): void;
}

export interface CachedOptions {
  now?: () => number;
  /** Drops the value whenever the data changes, whichever process changed it (decision 0047). */
  droppedBy?: ChangeFeed;
}

/**
 * A read-through cache for small, rarely changing reference data (plans, places, lookups).
 * Concurrent misses share one load; a failed load is not kept. ttlMs 0 turns caching off.
 * `droppedBy` drops it on every change; ttlMs is the backstop (decisions 0007 and 0047).
 * A reload that fails answers the last value loaded, if any (decision 0077): a dropped or expired entry
 * must not turn the public catalogue into a 503 while the database is away.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>, options: CachedOptions = {}): Cached<T> {
  const now = options.now ?? Date.now;
  let entry: { value: Promise<T>; expires: number } | null = null;
  let lastLoaded: { value: T } | null = null;
  // A load in flight when the change arrives is detached with the entry: its answer is never kept.
  options.droppedBy?.subscribe(() => {
    entry = null;
  });
  return {
    get() {
      if (ttlMs <= 0) return load();
      if (entry && entry.expires > now()) return entry.value;
      const fallback = lastLoaded;
      const current: { value: Promise<T>; expires: number } = {
        value: load().then(
          (loaded) => {
            if (entry === current) lastLoaded = { value: loaded };
            return loaded;
          },
          (error: unknown) => {
            if (entry === current) entry = null;
            if (fallback) return fallback.value;
            throw error;
          },
        ),
        expires: now() + ttlMs,
      };
      entry = current;
      return current.value;
    },
    invalidate() {
      entry = null;
    },
  };
}
