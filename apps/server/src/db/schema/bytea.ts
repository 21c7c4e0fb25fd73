import { customType } from "drizzle-orm/pg-core";

/** Binary data (a photo), read and written as a Buffer on PostgreSQL and PGlite alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
  toDriver: (v) => v,
});
