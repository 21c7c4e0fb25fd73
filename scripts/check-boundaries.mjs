#!/usr/bin/env node
// Fails when the code crosses a boundary the architecture forbids (docs/decisions/0019, 0020, 0034):
//   web:    a feature importing another feature; lib/ or components/ importing a feature
//   server: a route importing Drizzle, the schema or a repository; a module reaching into another
//           module other than through its service; a module file other than a repository importing
//           Drizzle or the schema; an import against the layers (lib/ imports only lib/; db/, http/ and
//           integrations/ never import plugins/, config.ts, the app's wiring or a module; config.ts,
//           plugins/ and app-deps.ts never import a module); modules importing each other in a loop
//           (type imports count); a repository reading a table its module does not own, or writing
//           one (the table map, apps/server/src/db/table-owners.json); an AppError given a literal
//           message instead of one from the contracts; a module importing another module's files
//           when its declaration (its *.module.ts: `needs: [...]`, `provides: { x: kit.service(…) }`,
//           decision 0075) names no need on a service that module provides (type imports count).
// Tests (*.test.*) and the server's test helpers (src/test/) are exempt from those rules, but not from this
// one: no source file anywhere in the repository (server, web, contracts, e2e, deploy, bench, scripts,
// tests and test helpers) is in an import circle (a imports b imports … a; type and dynamic imports count).
import { readdirSync, readFileSync } from "node:fs";
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

const SERVER = "apps/server/src/";
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const SCHEMA = /(^|\/)db\/schema(\/|$|\.ts$)/;
const REPO = /\.repo(\.ts)?$/;
const SERVICE = /\.service(\.ts)?$/;

/** Where a server file sits among the layers (lowest first: lib, then db/http/integrations, …). */
function layerOf(path) {
  if (!path?.startsWith(SERVER)) return null;
  const rest = path.slice(SERVER.length);
  if (rest === "config.ts") return "config";
  if (rest === "app-deps.ts") return "app-deps";
  if (rest === "app.ts" || rest === "server.ts" || rest.startsWith("cli/")) return "app";
  const top = rest.split("/")[0];
  return ["lib", "db", "http", "integrations", "plugins", "modules"].includes(top) ? top : null;
}

/** What each layer may not import, and the rule's words. */
const LAYER_RULES = {
  lib: {
    forbids: (to) => to !== "lib",
    rule: "lib/ sits at the bottom: it imports only lib/ (and packages)",
  },
  db: {
    forbids: (to) => ["plugins", "config", "app-deps", "app", "modules"].includes(to),
    rule: "db/, http/ and integrations/ sit below plugins/, config.ts, the app's wiring and the modules: they never import one",
  },
  config: {
    forbids: (to) => ["plugins", "app-deps", "app", "modules"].includes(to),
    rule: "config.ts and plugins/ sit below the modules and must not import one (nor the app's wiring)",
  },
  "app-deps": {
    forbids: (to) => ["plugins", "app", "modules"].includes(to),
    rule: "app-deps.ts is what every module is built from: it never imports a module, a plugin or the app",
  },
};
LAYER_RULES.http = LAYER_RULES.db;
LAYER_RULES.integrations = LAYER_RULES.db;
LAYER_RULES.plugins = {
  forbids: (to) => ["config", "app", "modules"].includes(to),
  rule: LAYER_RULES.config.rule,
};

/** Drizzle export name → SQL table name, from the schema files' `export const x = pgTable("name"`. */
export function tablesOf(files) {
  const tables = new Map();
  for (const { path, source } of files) {
    if (!SCHEMA.test(path)) continue;
    for (const m of source.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(\s*["'](\w+)["']/g)) {
      tables.set(m[1], m[2]);
    }
  }
  return tables;
}

/** The names a source imports from the schema (`import { a, b as c } from ".../db/schema/index.ts"`). */
function schemaImports(source) {
  const names = [];
  const pattern = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["'][^"']*db\/schema[^"']*["']/g;
  for (const m of source.matchAll(pattern)) {
    for (const part of m[1].split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** The tables whose owner lends `module` reading them (the map's `readers`, decision 0085). */
function grantedTo(owners, module) {
  const readers = owners.readers ?? {};
  return new Set(Object.keys(readers).filter((table) => (readers[table] ?? []).includes(module)));
}

/**
 * The table-map problems of one repository: tables read that its module does not own (nor is granted,
 * nor shared), writes, and row locks on a table it may only read.
 */
function tableProblems(file, source, module, tables, owners) {
  const problems = [];
  const say = (rule) => problems.push(`${file}: ${rule}`);
  const owned = new Set(owners.owners[module] ?? []);
  const granted = grantedTo(owners, module);
  const shared = new Set([...(owners.readableByAll ?? []), ...granted]);
  const sqlName = (name) => tables.get(name);
  const takesRowLocks = /\.for\(\s*["']|\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b/i.test(source);
  for (const name of schemaImports(source)) {
    const table = sqlName(name);
    if (table && granted.has(table) && !owned.has(table) && takesRowLocks)
      say(`locks rows of table "${table}", which module "${module}" may only read (its owner locks them)`);
    if (!table || owned.has(table) || shared.has(table)) continue;
    say(`reads table "${table}", which module "${module}" does not own (table map: ask its owner's service)`);
  }
  // Writes: only the owner inserts, updates or deletes, even a table every module may read.
  for (const m of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = sqlName(m[2]);
    if (table && !owned.has(table))
      say(`writes table "${table}", which only its owner's repository may write`);
  }
  // Raw SQL inside sql`…` names tables by their SQL names.
  const known = new Set(tables.values());
  for (const m of source.matchAll(/sql`([^`]*)`/g)) {
    for (const t of m[1].matchAll(/\b(?:from|join|update|into)\s+([a-z_]+)/gi)) {
      const table = t[1];
      if (known.has(table) && !owned.has(table) && !shared.has(table)) {
        say(`reads table "${table}" in raw SQL, which module "${module}" does not own`);
      }
    }
  }
  return problems;
}

const MODULE_FILE = /^apps\/server\/src\/modules\/([^/]+)\/\1\.module\.ts$/;

/**
 * Each server module's declared place, read from its `<name>/<name>.module.ts` (decision 0075): the
 * names in its `needs: [...]` literal and the services it provides (`name: kit.service(`). Returns a
 * Map of module → { needs, provides } (Sets), and the modules whose file holds no declaration.
 */
export function moduleDeclarations(files) {
  const declared = new Map();
  const undeclared = [];
  for (const { path, source } of files) {
    const module = path.match(MODULE_FILE)?.[1];
    if (!module) continue;
    const needs = source.match(/\bneeds:\s*\[([^\]]*)\]/);
    if (!needs || !/\.define\(/.test(source)) {
      undeclared.push(module);
      continue;
    }
    const names = (text) => [...text.matchAll(/["'](\w+)["']/g)].map((m) => m[1]);
    const provides = [...source.matchAll(/(\w+):\s*\w+\.service\(/g)].map((m) => m[1]);
    declared.set(module, { needs: new Set(names(needs[1])), provides: new Set(provides) });
  }
  return { declared, undeclared };
}

/** Loops among the server's modules (A imports B imports … A), each as "a → b → a". */
function moduleLoops(edges) {
  const loops = [];
  const seen = new Set();
  const visit = (node, stack) => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      const loop = [...stack.slice(at), node];
      const key = [...loop.slice(0, -1)].sort().join(",");
      if (!seen.has(key)) {
        seen.add(key);
        loops.push(loop.join(" → "));
      }
      return;
    }
    for (const next of [...(edges.get(node) ?? [])].sort()) visit(next, [...stack, node]);
  };
  for (const node of [...edges.keys()].sort()) visit(node, []);
  return loops;
}

/**
 * The file an import names among `paths` (a Set of repository-relative paths), or undefined (a package
 * from npm, Node's own modules, a stylesheet): a relative specifier as written, with ".js" standing for
 * ".ts" (TypeScript's convention), without its extension or as a folder's index; a workspace package by
 * its name or a subpath it exports (`packages`: specifier → entry file).
 */
function resolveImport(file, specifier, paths, packages) {
  if (!specifier.startsWith(".")) {
    const entry = Object.hasOwn(packages, specifier) ? packages[specifier] : undefined;
    return entry && paths.has(entry) ? entry : undefined;
  }
  const base = toPosix(join(dirname(file), specifier));
  const candidates = [base, base.replace(/\.([cm]?)js(x?)$/, ".$1ts$2")];
  for (const ext of ["ts", "tsx", "mts", "js", "mjs"])
    candidates.push(`${base}.${ext}`, `${base}/index.${ext}`);
  return candidates.find((candidate) => paths.has(candidate));
}

/** Every file's imports of other files in the set, type-only and dynamic ones included. */
function importGraph(files, packages) {
  const paths = new Set(files.map((f) => f.path));
  const edges = new Map();
  for (const { path, source } of files) {
    const to = new Set();
    for (const specifier of importsOf(source)) {
      const found = resolveImport(path, specifier, paths, packages);
      if (found) to.add(found);
    }
    edges.set(path, [...to].sort());
  }
  return edges;
}

/**
 * The import circles: each group of files that reach one another through their imports (a strongly
 * connected component, Tarjan's algorithm), as the shortest circle from its first file back to it, and
 * the group's other files when it has more.
 */
function importCircles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (edges.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);

  return groups
    .map((group) => {
      const inGroup = new Set(group);
      const start = group[0];
      // Breadth first from the first file, inside the group, until an import leads back to it.
      const cameFrom = new Map([[start, null]]);
      const queue = [start];
      let last;
      for (let i = 0; i < queue.length && last === undefined; i++) {
        for (const next of edges.get(queue[i]) ?? []) {
          if (next === start) {
            last = queue[i];
            break;
          }
          if (inGroup.has(next) && !cameFrom.has(next)) {
            cameFrom.set(next, queue[i]);
            queue.push(next);
          }
        }
      }
      const circle = [start];
      for (let at = last; at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
      circle.push(start);
      return { circle, others: group.filter((f) => !circle.includes(f)) };
    })
    .sort((a, b) => (a.circle[0] < b.circle[0] ? -1 : 1));
}

/**
 * The broken rules in these files: `files` are { path, source } with repository-relative POSIX paths;
 * `tableOwners` is the table map (apps/server/src/db/table-owners.json), checked when given;
 * `packages` maps a workspace package's name (and the subpaths it exports) to its entry file.
 * Returns one line per broken rule.
 */
export function findViolations(files, { tableOwners, packages = {} } = {}) {
  const problems = [];
  const tables = tablesOf(files);
  const moduleEdges = new Map();
  // Imports between modules follow the declarations, when the files hold any (decision 0075).
  const { declared, undeclared } = moduleDeclarations(files);
  const checkDeclared = declared.size > 0;
  if (checkDeclared) {
    for (const module of undeclared) {
      problems.push(
        `apps/server/src/modules/${module}/${module}.module.ts: declares no place (kit.define({ name, needs: [...], provides, routes }), decision 0075)`,
      );
    }
  }
  for (const { circle, others } of importCircles(importGraph(files, packages))) {
    const more = others.length > 0 ? `; in circles with them too: ${others.join(", ")}` : "";
    problems.push(
      `files import each other in a circle (type imports count): ${circle.join(" → ")}${more}; move what they share into a file each imports`,
    );
  }
  for (const { path: file, source } of files) {
    // Tests and the server's test helpers may import anything (the circles above excepted).
    if (isTest(file)) continue;
    const fromModule = file.match(SERVER_MODULE)?.[1];
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

      if (!file.startsWith(SERVER)) continue;
      // Server: routes are HTTP only.
      if (/\.routes\.ts$/.test(file) && (drizzle || SCHEMA.test(to.path ?? "") || REPO.test(to.path ?? ""))) {
        say("a route calls its service; only repositories touch Drizzle and the schema");
      }
      const toModule = to.path?.match(SERVER_MODULE)?.[1];
      if (fromModule && toModule && fromModule !== toModule) {
        if (!moduleEdges.has(fromModule)) moduleEdges.set(fromModule, new Set());
        moduleEdges.get(fromModule).add(toModule);
        if (!SERVICE.test(to.path)) {
          say(`module "${fromModule}" reaches module "${toModule}" only through its *.service.ts`);
        }
        const from = declared.get(fromModule);
        const provided = declared.get(toModule)?.provides ?? new Set();
        if (checkDeclared && ![...(from?.needs ?? [])].some((need) => provided.has(need))) {
          const offers = provided.size > 0 ? [...provided].join(", ") : "nothing";
          say(
            `module "${fromModule}" declares no need on a service module "${toModule}" provides (it provides: ${offers}); add one to its needs, or do without the import (decision 0075)`,
          );
        }
      }
      const layer = LAYER_RULES[layerOf(file)];
      const toLayer = layerOf(to.path);
      if (layer && toLayer && layer.forbids(toLayer)) say(layer.rule);
      if (fromModule && !REPO.test(file) && (drizzle || SCHEMA.test(to.path ?? ""))) {
        say("only repositories (*.repo.ts) touch Drizzle and the schema");
      }
    }

    if (!file.startsWith(SERVER)) continue;
    // Every message a person reads comes from the contracts (decision 0019).
    for (const m of source.matchAll(/new AppError\(\s*[^,()]+,\s*[`"']/g)) {
      const line = source.slice(0, m.index).split("\n").length;
      problems.push(
        `${file}:${line}: an AppError's message comes from the contracts (…_MESSAGES or a message function), never a literal`,
      );
    }
    if (tableOwners && fromModule && REPO.test(file)) {
      problems.push(...tableProblems(file, source, fromModule, tables, tableOwners));
    }
  }

  for (const loop of moduleLoops(moduleEdges)) {
    problems.push(
      `modules import each other in a loop (type imports count): ${loop}; the lower module declares a port (decision 0034)`,
    );
  }
  if (tableOwners) {
    const owners = new Map();
    for (const [module, list] of Object.entries(tableOwners.owners)) {
      for (const table of list) owners.set(table, [...(owners.get(table) ?? []), module]);
    }
    for (const table of tables.values()) {
      const of = owners.get(table) ?? [];
      if (of.length !== 1) {
        problems.push(
          `table map: table "${table}" must have exactly one owning module (it has ${of.length ? of.join(", ") : "none"})`,
        );
      }
    }
    // A read grant names a known table and modules other than its owner (decision 0085).
    const known = new Set(tables.values());
    for (const [table, readers] of Object.entries(tableOwners.readers ?? {})) {
      if (!known.has(table))
        problems.push(`table map: readers name table "${table}", which the schema has not`);
      for (const reader of readers)
        if ((owners.get(table) ?? []).includes(reader))
          problems.push(
            `table map: module "${reader}" owns table "${table}"; a read grant is for other modules`,
          );
    }
  }
  return problems;
}

/** Folders never scanned: packages, build output, test and bench output, and dot-folders (.git). */
const SKIPPED = new Set([
  "node_modules",
  "dist",
  "dist-ssr",
  "coverage",
  "test-results",
  "playwright-report",
]);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** The source files (and the workspaces' package.json) under `dir`, read. */
function sourceFiles(root, dir, out = { files: [], manifests: [] }) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith(".") || rel === "data") continue;
      sourceFiles(root, rel, out);
    } else if (SOURCE.test(entry.name)) {
      out.files.push({ path: rel, source: readFileSync(join(root, rel), "utf8") });
    } else if (entry.name === "package.json") {
      out.manifests.push({ path: rel, source: readFileSync(join(root, rel), "utf8") });
    }
  }
  return out;
}

/** A workspace package's specifiers (its name, and each subpath it exports) → entry file. */
export function packageEntries(manifests) {
  const entries = {};
  // An export's condition object ({ types, import, default }) → the file an import loads.
  const fileOf = (value) =>
    typeof value === "string" ? value : value && fileOf(value.import ?? value.default ?? value.node);
  for (const { path, source } of manifests) {
    let manifest;
    try {
      manifest = JSON.parse(source);
    } catch {
      continue;
    }
    if (typeof manifest.name !== "string") continue;
    const { exports } = manifest;
    const map =
      typeof exports === "string" || (exports && !Object.keys(exports).some((k) => k.startsWith(".")))
        ? { ".": exports }
        : (exports ?? { ".": manifest.main ?? "index.js" });
    for (const [subpath, value] of Object.entries(map)) {
      const file = fileOf(value);
      if (!file || subpath.includes("*")) continue;
      entries[manifest.name + subpath.slice(1)] = toPosix(join(dirname(path), file));
    }
  }
  return entries;
}

/**
 * Scans the source files under `root` (the repository by default), with its table map: the rules above
 * for the web and the server, the import circles everywhere.
 */
export function checkTree(root) {
  const { files, manifests } = sourceFiles(root, "");
  let tableOwners;
  try {
    tableOwners = JSON.parse(readFileSync(join(root, "apps/server/src/db/table-owners.json"), "utf8"));
  } catch {
    tableOwners = undefined;
  }
  const packages = packageEntries(manifests);
  return { files: files.length, problems: findViolations(files, { tableOwners, packages }) };
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const { files, problems } = checkTree(root);
  if (problems.length > 0) {
    console.error(`Boundaries broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Import boundaries hold in ${files} files (${toPosix(relative(process.cwd(), root)) || "."}), with no import circle.`,
  );
}
