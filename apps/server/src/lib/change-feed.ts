/**
 * Tells the caches of this process that the data they hold may be stale (decision 0047). The database's
 * notifications and version checks feed it; caches subscribe and drop what they hold.
 */
export interface ChangeFeed {
  /** Calls `listener` on every change; returns the way to stop. */
  subscribe(listener: () => void): () => void;
}

export interface ChangeEmitter extends ChangeFeed {
  emit(): void;
}

export function createChangeFeed(): ChangeEmitter {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}
