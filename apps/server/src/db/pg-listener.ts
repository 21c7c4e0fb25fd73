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
 * LISTEN on one dedicated connection (a pooled one would lose its LISTEN when handed back), reconnecting
 * with growing waits for as long as it runs. What was missed while it was away, the caller learns from
 * onReconnect.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let wait = RETRY_MS.first;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    const lost = (error?: Error) => {
      if (client !== c) return;
      client = null;
      if (error) handlers.onError?.(error);
      c.end().catch(() => undefined);
      schedule();
    };
    c.on("error", lost);
    c.on("end", () => lost());
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    wait = RETRY_MS.first;
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = null;
      try {
        await connect();
        handlers.onReconnect();
      } catch (error) {
        handlers.onError?.(error as Error);
        wait = Math.min(wait * 2, RETRY_MS.max);
        schedule();
      }
    }, wait);
    retry.unref();
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
