// `npm run build:server`: the API server as plain JavaScript, so production runs no TypeScript compiler.
// 1. Bundles apps/server/src/server.ts with the workspace's own packages (@eldercare/contracts) into
//    apps/server/dist/server.js. Every package from node_modules stays an import (PGlite loads its wasm and
//    data files from its own folder, pdfkit its fonts). Files read at run time are found from the bundle's
//    place: the migrations (apps/server/drizzle) and, through REPO_ROOT, the web build.
// 2. Packs a migrated and seeded PGlite data directory beside it (apps/server/dist/pglite-template.tar.gz,
//    see src/db/pglite-template.ts), remade only when the migrations, the seed or PGlite change.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { build } from "rolldown";

const root = resolve(import.meta.dirname, "..");
const outDir = resolve(root, "apps/server/dist");
const started = performance.now();
mkdirSync(outDir, { recursive: true });
for (const file of ["server.js", "server.js.map"]) rmSync(join(outDir, file), { force: true });
await build({
  input: resolve(root, "apps/server/src/server.ts"),
  platform: "node",
  tsconfig: resolve(root, "apps/server/tsconfig.json"),
  // Bundled: our own source (relative or absolute paths) and the workspace packages; all else is external.
  external: (id) => !id.startsWith(".") && !isAbsolute(id) && !id.startsWith("@eldercare/"),
  output: {
    file: join(outDir, "server.js"),
    format: "esm",
    sourcemap: true,
    // One file: its place (apps/server/dist/) is what run-time paths are worked out from.
    codeSplitting: false,
  },
  logLevel: "warn",
});
console.log(`built apps/server/dist/server.js in ${Math.round(performance.now() - started)} ms`);

/** Every file under these paths, hashed with its path: what the template is made from. */
function fingerprint(paths) {
  const hash = createHash("sha256");
  const visit = (path) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else if (!path.endsWith(".test.ts")) {
      hash.update(relative(root, path)).update(readFileSync(path));
    }
  };
  for (const path of paths) visit(resolve(root, path));
  return hash.digest("hex");
}

const template = join(outDir, "pglite-template.tar.gz");
const stamp = join(outDir, "pglite-template.sha256");
const print = fingerprint([
  "apps/server/drizzle",
  "apps/server/src/db",
  "packages/contracts/src/constants.ts",
  "node_modules/@electric-sql/pglite/package.json",
]);
if (existsSync(template) && existsSync(stamp) && readFileSync(stamp, "utf8") === print) {
  console.log("apps/server/dist/pglite-template.tar.gz is up to date");
} else {
  const t0 = performance.now();
  rmSync(stamp, { force: true });
  const made = spawnSync(
    process.execPath,
    ["--import", "tsx", "apps/server/src/db/pglite-template.ts", template],
    { cwd: root, stdio: "inherit" },
  );
  if (made.status !== 0) process.exit(made.status ?? 1);
  writeFileSync(stamp, print);
  console.log(`made apps/server/dist/pglite-template.tar.gz in ${Math.round(performance.now() - t0)} ms`);
}
