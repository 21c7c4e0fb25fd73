#!/usr/bin/env node
// Fails when an import crosses a boundary the architecture forbids (docs/decisions/0019, 0020):
//   web:    a feature importing another feature; lib/ or components/ importing a feature
//   server: a route importing Drizzle, the schema or a repository; a module reaching into another
//           module other than through its service; config.ts or plugins/ importing a module;
//           a module file other than a repository importing Drizzle or the schema
// Tests (*.test.*) and the server's test helpers (src/test/) are exempt.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const IMPORT_PATTERN =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module specifier a source file imports or re-exports. */
export function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) found.push(match[1] ?? match[2]);
  return found;
}

const toPosix = (p) => p.split(sep).join("/");
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.startsWith("apps/server/src/test/");

/** The repository-relative path an import points at, or the package name for bare specifiers. */
function target(file, specifier) {
  if (!specifier.startsWith(".")) return { pkg: specifier };
  return { path: toPosix(join(dirname(file), specifier)) };
}

const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const SCHEMA = /(^|\/)db\/schema(\/|$|\.ts$)/;
const REPO = /\.repo(\.ts)?$/;
const SERVICE = /\.service(\.ts)?$/;

/**
 * The broken rules in these files: `files` are { path, source } with repository-relative POSIX paths.
 * Returns one line per broken rule.
 */
export function findViolations(files) {
  const problems = [];
  for (const { path: file, source } of files) {
    if (isTest(file)) continue;
    for (const specifier of importsOf(source)) {
      const to = target(file, specifier);
      const say = (rule) => problems.push(`${file}: imports "${specifier}": ${rule}`);
      const drizzle = to.pkg === "drizzle-orm" || to.pkg?.startsWith("drizzle-orm/");

      // Web: features are independent; shared code lives below them.
      const fromFeature = file.match(WEB_FEATURE)?.[1];
      const toFeature = to.path?.match(WEB_FEATURE)?.[1];
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        say(
          `feature "${fromFeature}" must not import feature "${toFeature}" (move shared code to lib/, components/ or the contracts)`,
        );
      }
      if (/^apps\/web\/src\/(lib|components)\//.test(file) && toFeature) {
        say("lib/ and components/ must not import a feature");
      }

      if (!file.startsWith("apps/server/src/")) continue;
      // Server: routes are HTTP only.
      if (/\.routes\.ts$/.test(file) && (drizzle || SCHEMA.test(to.path ?? "") || REPO.test(to.path ?? ""))) {
        say("a route calls its service; only repositories touch Drizzle and the schema");
      }
      const fromModule = file.match(SERVER_MODULE)?.[1];
      const toModule = to.path?.match(SERVER_MODULE)?.[1];
      if (fromModule && toModule && fromModule !== toModule && !SERVICE.test(to.path)) {
        say(`module "${fromModule}" reaches module "${toModule}" only through its *.service.ts`);
      }
      if ((file === "apps/server/src/config.ts" || file.startsWith("apps/server/src/plugins/")) && toModule) {
        say("config.ts and plugins/ sit below the modules and must not import one");
      }
      if (fromModule && !REPO.test(file) && (drizzle || SCHEMA.test(to.path ?? ""))) {
        say("only repositories (*.repo.ts) touch Drizzle and the schema");
      }
    }
  }
  return problems;
}

function sourceFiles(root, dir) {
  const out = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) out.push(...sourceFiles(root, rel));
    else if (/\.(ts|tsx|mjs)$/.test(name))
      out.push({ path: rel, source: readFileSync(join(root, rel), "utf8") });
  }
  return out;
}

/** Scans the web and server sources under `root` (the repository by default). */
export function checkTree(root) {
  const files = ["apps/web/src", "apps/server/src"]
    .filter((dir) => {
      try {
        return statSync(join(root, dir)).isDirectory();
      } catch {
        return false;
      }
    })
    .flatMap((dir) => sourceFiles(root, dir));
  return { files: files.length, problems: findViolations(files) };
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const { files, problems } = checkTree(root);
  if (problems.length > 0) {
    console.error(
      `Import boundaries broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`Import boundaries hold in ${files} files (${toPosix(relative(process.cwd(), root)) || "."}).`);
}
