import pg from "pg";

export interface Listening {
  stop(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification on the channel arrived. */
  onNotify(payload: string): void;
  /** The connection was lost (notifications may have been missed) and is listening again. */
  onReconnect(): void;
  onError?(error: Error): void;
}

const RETRY_MS = { first: 250, max: 5_000 };

/**
 * One dedicated connection to a server (a pooled one would lose its LISTEN when handed back), shared by
 * every channel this process listens on there (the public data's, the background work's: decision 0065),
 * so a process holds one such connection whatever it listens to. It reconnects with growing waits for as
 * long as anyone listens, and tells every listener when it is back (they learn what they missed).
 */
class SharedListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private wait = RETRY_MS.first;
  private closed = false;
  /** Channel → its listeners. */
  readonly channels = new Map<string, Set<ListenHandlers>>();

  constructor(
    private readonly url: string,
    private readonly onEmpty: () => void,
  ) {}

  private everyone(): ListenHandlers[] {
    return [...this.channels.values()].flatMap((set) => [...set]);
  }

  /** Connects and listens on every channel listened to; throws when the server cannot be reached. */
  async connect(): Promise<void> {
    // Keep-alive probes from a minute of silence on (the system's default waits two hours), so a
    // connection the network dropped without a word is noticed within minutes and made again.
    const c = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 60_000,
    });
    c.on("notification", (message) => {
      for (const handlers of this.channels.get(message.channel) ?? [])
        handlers.onNotify(message.payload ?? "");
    });
    const lost = (error?: Error) => {
      if (this.client !== c) return;
      this.client = null;
      if (error) for (const handlers of this.everyone()) handlers.onError?.(error);
      c.end().catch(() => undefined);
      this.schedule();
    };
    c.on("error", lost);
    c.on("end", () => lost());
    await c.connect();
    try {
      for (const channel of this.channels.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await c.end();
      return;
    }
    this.client = c;
    this.wait = RETRY_MS.first;
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(async () => {
      this.retry = null;
      try {
        await this.connect();
        for (const handlers of this.everyone()) handlers.onReconnect();
      } catch (error) {
        for (const handlers of this.everyone()) handlers.onError?.(error as Error);
        this.wait = Math.min(this.wait * 2, RETRY_MS.max);
        this.schedule();
      }
    }, this.wait);
    this.retry.unref();
  }

  /** Adds a listener; a new channel is listened on at once when connected (else when it reconnects). */
  async add(channel: string, handlers: ListenHandlers): Promise<void> {
    const set = this.channels.get(channel);
    if (set) {
      set.add(handlers);
      return;
    }
    this.channels.set(channel, new Set([handlers]));
    await this.client?.query(`listen ${pg.escapeIdentifier(channel)}`);
  }

  async remove(channel: string, handlers: ListenHandlers): Promise<void> {
    const set = this.channels.get(channel);
    if (!set?.delete(handlers) || set.size > 0) return;
    this.channels.delete(channel);
    if (this.channels.size === 0) {
      this.closed = true;
      this.onEmpty();
      if (this.retry) clearTimeout(this.retry);
      const c = this.client;
      this.client = null;
      await c?.end().catch(() => undefined);
      return;
    }
    await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
  }
}

/** The shared connection of each server URL this process listens to, once it is connected. */
const shared = new Map<string, Promise<SharedListener>>();

/**
 * LISTEN on `channel` at `url`, on this process's one listening connection to it, reconnecting for as
 * long as it runs. What was missed while it was away, the caller learns from onReconnect.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  let opening = shared.get(url);
  if (!opening) {
    const listener = new SharedListener(url, () => {
      if (shared.get(url) === opening) shared.delete(url);
    });
    // The first channel is listened on as the connection opens.
    listener.channels.set(channel, new Set([handlers]));
    opening = listener.connect().then(() => listener);
    shared.set(url, opening);
    try {
      await opening;
    } catch (error) {
      shared.delete(url);
      throw error;
    }
  } else {
    await (await opening).add(channel, handlers);
  }
  const listener = await opening;
  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      await listener.remove(channel, handlers);
    },
  };
}
