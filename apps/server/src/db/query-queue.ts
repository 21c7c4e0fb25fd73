import type pg from "pg";

type Send = (...args: unknown[]) => unknown;

/**
 * Makes one pooled connection run the queries given to it one after another, in the order asked. A
 * transaction is one connection, and services read several facts at once inside one (Promise.all of
 * reads): node-postgres queues such queries itself, but that queue is deprecated (a warning now, gone in
 * pg@9), so they wait here instead. A query with a callback (the pool's own `pool.query`) or a
 * submittable (a cursor) is node-postgres's business and goes straight through.
 */
export function queueQueries(client: pg.PoolClient): void {
  const send = client.query.bind(client) as Send;
  let tail: Promise<unknown> = Promise.resolve();
  const queued: Send = (...args) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === "function" || typeof first?.submit === "function") return send(...args);
    const run = tail.then(() => send(...args));
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  (client as unknown as { query: Send }).query = queued;
}
