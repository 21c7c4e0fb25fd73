// A freshly migrated and seeded PGlite data directory as a tarball, made by `npm run build:server` next
// to the bundle (apps/server/dist/pglite-template.tar.gz). A first start on an empty DATA_DIR unpacks it
// instead of running initdb, every migration and the seed (seconds on a small machine); migrations and the
// seed still run after it as at every start, so a template older than the code only costs their catch-up.
// Usage: node --import tsx apps/server/src/db/pglite-template.ts <out file>
import { writeFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { prepareDatabase } from "./setup.ts";

export async function writePgliteTemplate(outFile: string): Promise<number> {
  const database = await prepareDatabase({ kind: "pglite", dataDir: "memory://" });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir("gzip");
    const bytes = Buffer.from(await tarball.arrayBuffer());
    writeFileSync(outFile, bytes);
    return bytes.length;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  const out = process.argv[2];
  if (!out) throw new Error("usage: pglite-template.ts <out file>");
  await writePgliteTemplate(out);
}
