// Which installed packages ask for a newer Node.js than the one the project states (package.json
// `engines`, the README): `npm install` warns about each, and one day they may stop working on it
// (docs/decisions/0030-node-version.md). Run alone: node scripts/check-engines.mjs
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import semver from "semver";

/**
 * Benchmark-only tools that ask for Node 22: Lighthouse 13 (npm run bench:web) and the Puppeteer
 * packages it brings. They run on Node 20 here; nothing the product or its tests need comes from them.
 */
export const BENCHMARK_ONLY = new Set(["lighthouse", "puppeteer-core", "@puppeteer/browsers"]);

/** The lowest Node.js version the project's `engines.node` accepts. */
export function statedMinimum(root) {
  const range = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines?.node;
  const minimum = range ? semver.minVersion(range) : null;
  if (!minimum) throw new Error("package.json has no engines.node range");
  return minimum.version;
}

/** Every package under `modulesDir` (nested ones included) whose `engines.node` rejects `version`. */
export function packagesRejecting(modulesDir, version) {
  const rejecting = [];
  const visit = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith(".")) continue;
      const path = join(dir, entry);
      if (entry.startsWith("@")) {
        visit(path);
        continue;
      }
      const manifest = join(path, "package.json");
      if (existsSync(manifest)) {
        const { name, version: own, engines } = JSON.parse(readFileSync(manifest, "utf8"));
        const range = engines?.node;
        if (typeof range === "string" && semver.validRange(range) && !semver.satisfies(version, range)) {
          rejecting.push({ name, version: own, range });
        }
      }
      visit(join(path, "node_modules"));
    }
  };
  visit(modulesDir);
  return rejecting;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = resolve(import.meta.dirname, "..");
  const minimum = statedMinimum(root);
  const rejecting = packagesRejecting(join(root, "node_modules"), minimum).filter(
    (p) => !BENCHMARK_ONLY.has(p.name),
  );
  for (const p of rejecting) console.error(`${p.name}@${p.version} needs Node ${p.range}, not ${minimum}`);
  if (rejecting.length > 0) process.exit(1);
  console.log(`Every installed package accepts Node ${minimum}.`);
}
