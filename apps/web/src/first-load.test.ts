import { type OutputChunk, type RolldownPluginOption, rolldown } from "rolldown";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "./ssr/public-pages.ts";

/*
 * What a public page's first load carries (docs/decisions/0064), checked without a browser or a build on
 * disk: Rolldown, the bundler inside Vite, bundles the app's entry and each public page's own modules
 * (ssr/public-pages.ts, the list the server preloads with the page) in memory, minified, with every
 * dynamic import left out (dialogs, other pages, the API client load later) and React and the router
 * left out too (the hello-world baseline of `npm run bench:web` has them as well). What remains is the
 * app's own JavaScript that a public page fetches and runs before it answers a tap.
 */

const WEB = decodeURIComponent(new URL("..", import.meta.url).pathname);
const REPO = decodeURIComponent(new URL("../../..", import.meta.url).pathname);

/** React and the router: the baseline page's JavaScript, not the app's. */
const BASELINE = /^(react|react-dom|react-router|scheduler)($|\/)/;

/**
 * At most this many kilobytes (gzip) of the app's own JavaScript in a public page's first load. Measured
 * 35.9 (the home page) to 40.9 KB (the longest legal document) when it was set (decision 0064): a few
 * more components fit, a schema library or a dialog's form code does not (zod alone is ~25 KB).
 */
const BUDGET_KB = 45;

/** What a public page shows needs none of these; each loads when it is used. */
const NOT_ON_A_PUBLIC_PAGE: ReadonlyArray<[RegExp, string]> = [
  [
    /\/node_modules\/zod\//,
    "zod: the contracts' schemas check API answers, and the API client loads with the first call",
  ],
  [
    /\/node_modules\/libphonenumber-js\//,
    "libphonenumber-js and its metadata: phone numbers are checked in forms",
  ],
  [/\/node_modules\/@radix-ui\//, "Radix: the dialogs and the account menu load when opened"],
  [/\/node_modules\/(sonner|react-hook-form|@hookform)\//, "toasts and forms load when first used"],
  [
    /\/node_modules\/(i18next|react-i18next|@fontsource)\/|\/packages\/contracts\/src\/i18n\/companion\//,
    "the companion app's languages and fonts load with the companion's app, each language when chosen",
  ],
  [/\/packages\/contracts\/src\/routes\.ts$/, "the API's route table imports every schema"],
  [/\/apps\/web\/src\/lib\/api-client\.ts$/, "the API client (lib/lazy-api.ts loads it with the first call)"],
  [
    /\/apps\/web\/src\/features\/(admin|auth|bookings|companion|enquiries|profile)\//,
    "members', companions' and the console's pages, the login and the dialogs load on their own",
  ],
  [/\/apps\/web\/src\/features\/plans\/components\/plan-dialog\.tsx$/, "the plan dialog loads when opened"],
];

/**
 * The companion's app starting from the phone's cache with no signal (issue 46, decision 0096): the entry,
 * the companion's layout and the visit list. It paints the list kept on the phone; the API client, forms
 * and dialogs load after it (with the first call, or when a dialog opens), not before it.
 */
const COMPANION_START = {
  path: "/companion (start)",
  modules: ["src/app/companion-layout.tsx", "src/features/companion/pages/companion-visits-page.tsx"],
} as const;

const NOT_AT_COMPANION_START: ReadonlyArray<[RegExp, string]> = [
  [/\/node_modules\/zod\//, "zod: the contracts' schemas load with the API client, after the list shows"],
  [/\/node_modules\/libphonenumber-js\//, "libphonenumber-js: phone numbers are checked in forms"],
  [/\/node_modules\/@radix-ui\//, "Radix: the dialogs load when opened"],
  [/\/node_modules\/(react-hook-form|@hookform)\//, "forms load when first used"],
  [/\/packages\/contracts\/src\/routes\.ts$/, "the API's route table imports every schema"],
  [/\/apps\/web\/src\/lib\/api-client\.ts$/, "the API client (lib/lazy-api.ts loads it with the first call)"],
];

interface FirstLoad {
  /** Minified bytes of the app's own JavaScript. */
  bytes: number;
  gzip: number;
  /** Every module with code in it, as an absolute path. */
  modules: string[];
}

let pages: Map<string, FirstLoad>;
/** Each module's static imports, to say how a module was reached. */
const imports = new Map<string, readonly string[]>();

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/**
 * How a page came to import `to`: a chain of static imports from one of `from`, through as many modules
 * the page keeps code from (`kept`) and as few others (index files passing exports on, modules of which
 * nothing is used) as it can, as paths inside the repository.
 */
function chain(from: readonly string[], to: string, kept: ReadonlySet<string>): string {
  const cost = new Map<string, number>(from.map((id) => [id, 0]));
  const previous = new Map<string, string | null>(from.map((id) => [id, null]));
  const queue = [...from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const next of imports.get(id) ?? []) {
      const through = (cost.get(id) ?? 0) + (kept.has(next) ? 0 : 1);
      if (through >= (cost.get(next) ?? Number.POSITIVE_INFINITY)) continue;
      cost.set(next, through);
      previous.set(next, id);
      if (kept.has(next)) queue.unshift(next);
      else queue.push(next);
    }
  }
  const path: string[] = [];
  for (let id: string | null | undefined = to; id; id = previous.get(id)) path.unshift(id.replace(REPO, ""));
  return path.join(" → ");
}

const entryOf = (name: string) => (name.startsWith("src/") ? `${WEB}${name}` : name);

beforeAll(async () => {
  const entries = new Map<string, string>([["main", `${WEB}src/main.tsx`]]);
  for (const page of [...PUBLIC_PAGES, COMPANION_START]) {
    for (const module of page.modules) entries.set(module, entryOf(module));
  }
  const firstLoadOnly: RolldownPluginOption = {
    name: "first-load-only",
    resolveDynamicImport: (source) => ({ id: String(source), external: true }),
    resolveId: (source) => (source.endsWith(".css") ? { id: "\0css", moduleSideEffects: false } : null),
    load: (id) => (id === "\0css" ? "" : null),
    buildEnd() {
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const bundle = await rolldown({
    input: Object.fromEntries(
      [...entries].map(([name, path], i) => [`entry${i}-${name.split("/").pop()}`, path]),
    ),
    platform: "browser",
    tsconfig: `${WEB}tsconfig.json`,
    external: (id) => BASELINE.test(id),
    transform: {
      jsx: "react-jsx",
      define: { "import.meta.env.DEV": "false", "process.env.NODE_ENV": '"production"' },
    },
    plugins: [firstLoadOnly],
    onLog: (level, log, handler) => {
      if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
    },
  });
  const { output } = await bundle.generate({ format: "esm", minify: true });
  await bundle.close();
  const chunks = new Map(
    output.filter((o): o is OutputChunk => o.type === "chunk").map((c) => [c.fileName, c]),
  );
  const byEntry = new Map([...chunks.values()].filter((c) => c.isEntry).map((c) => [c.facadeModuleId, c]));
  const closure = (roots: OutputChunk[]) => {
    const seen = new Map<string, OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) visit(chunks.get(file));
    };
    for (const root of roots) visit(root);
    return [...seen.values()];
  };
  pages = new Map();
  for (const page of [...PUBLIC_PAGES, COMPANION_START]) {
    const roots = [entries.get("main"), ...page.modules.map(entryOf)].map((id) => byEntry.get(id ?? ""));
    if (roots.some((chunk) => chunk === undefined)) throw new Error(`${page.path}: a module was not bundled`);
    const loaded = closure(roots.filter((chunk) => chunk !== undefined));
    const code = loaded.map((chunk) => chunk.code).join("\n");
    pages.set(page.path, {
      bytes: new TextEncoder().encode(code).byteLength,
      gzip: await gzipSize(code),
      modules: loaded.flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => id),
      ),
    });
  }
}, 60_000);

describe("a public page's first load", () => {
  it.each(PUBLIC_PAGES.map((page) => page.path))("%s imports only what the page shows", (path) => {
    const modules = pages.get(path)?.modules ?? [];
    const roots = [
      `${WEB}src/main.tsx`,
      ...(PUBLIC_PAGES.find((p) => p.path === path)?.modules ?? []).map(entryOf),
    ];
    // Each rule broken once, with how the page came to import it.
    const broken = NOT_ON_A_PUBLIC_PAGE.flatMap(([pattern, why]) => {
      const first = modules.find((id) => pattern.test(id));
      return first ? [`${why}:\n  ${chain(roots, first, new Set(modules))}`] : [];
    });
    expect(broken.join("\n"), `${path} imports what it does not show`).toBe("");
  });

  it.each(PUBLIC_PAGES.map((page) => page.path))(
    `%s carries at most ${BUDGET_KB} KB (gzip) of the app's own code`,
    (path) => {
      const load = pages.get(path);
      const kb = (load?.gzip ?? Number.POSITIVE_INFINITY) / 1024;
      expect(
        kb,
        `${path}: ${kb.toFixed(1)} KB gzip, ${((load?.bytes ?? 0) / 1024).toFixed(1)} KB minified`,
      ).toBeLessThanOrEqual(BUDGET_KB);
    },
  );
});

describe("the companion's app starting from the phone's cache", () => {
  it("loads no schema, form, dialog or API client before the visit list shows", () => {
    const modules = pages.get(COMPANION_START.path)?.modules ?? [];
    const roots = [`${WEB}src/main.tsx`, ...COMPANION_START.modules.map(entryOf)];
    const broken = NOT_AT_COMPANION_START.flatMap(([pattern, why]) => {
      const first = modules.find((id) => pattern.test(id));
      return first ? [`${why}:\n  ${chain(roots, first, new Set(modules))}`] : [];
    });
    expect(broken.join("\n"), "the companion's start imports what the visit list does not need").toBe("");
  });
});
