import type { Redis } from "ioredis";

/**
 * A Redis connection for shared state (one-time codes and their limits). Commands fail fast while
 * Redis is away, so requests get a clear 503 instead of hanging; the client reconnects by itself.
 */
export async function connectRedis(
  url: string,
  log: { error: (obj: object, msg: string) => void },
): Promise<Redis> {
  // Loaded only when Redis is configured.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: 3_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // At start a failure is reported by the thrown error below; afterwards, by the log.
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : error}`);
  }
  redis.removeAllListeners("error");
  let reported = false;
  redis.on("error", (error) => {
    // One line per outage, not one per reconnect attempt.
    if (!reported) log.error({ err: error }, "redis connection error");
    reported = true;
  });
  redis.on("ready", () => {
    reported = false;
  });
  return redis;
}
