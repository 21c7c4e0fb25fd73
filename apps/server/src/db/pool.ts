import pg from "pg";
import { ConnectionUnavailable } from "../lib/db-errors.ts";

type Done = (release?: unknown) => void;
type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: Done) => void;

/**
 * A node-postgres pool whose failures to hand out a connection (opening one was refused, whatever
 * PostgreSQL answered: a database not accepting connections 55000, too many connections 53300, a server
 * starting or gone; or none came in time) are marked ConnectionUnavailable: the request meets a database
 * that is unavailable (503 with Retry-After), not a fault of its own (decision 0066). Classified by where
 * the failure happened, not by a list of codes. `pool.query` and Drizzle's transactions both come here.
 */
export class ConnectionMarkingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect((err, client, done) =>
        callback(err ? new ConnectionUnavailable(err) : err, client, done),
      );
      return undefined;
    }
    return super.connect().catch((error: unknown) => {
      throw new ConnectionUnavailable(error);
    });
  }
}
