/*
 * What the companion's service worker keeps (issue 46, decision 0096): the files the companion's app
 * needs to start and work with no network, and nothing of the family site or the console, which a
 * companion's phone would otherwise download for nothing. Read from Vite's build manifest after the
 * build: the app's entry with what it imports at once, the companion's pages with everything they
 * import at once or later (dialogs, the Indian languages' words and fonts), and the few modules the
 * entry loads on demand for every page (the API client, the toasts).
 */

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as much of it as is read here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** The companion's app's pages and the modules every page loads on demand, by source or chunk name. */
export const COMPANION_ROOTS = {
  sources: [
    "src/app/companion-layout.tsx",
    "src/features/auth/pages/companion-login-page.tsx",
    "src/features/companion/pages/companion-visits-page.tsx",
    "src/features/companion/pages/visit-report-page.tsx",
    "src/app/toaster.tsx",
  ],
  names: ["api-client"],
} as const;

/**
 * The built files (paths under dist, as "assets/x.js") the companion's app needs offline. The app's
 * entry (index.html) is followed only through its static imports: its lazy imports are every page of
 * the site. Fails when a root is not in the manifest, so a renamed page cannot silently leave the
 * companion's app unable to start offline.
 */
export function companionPrecache(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no "${key}"`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    if (!chunk.isEntry) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith("index.html"));
  if (!entry) throw new Error("The build manifest has no index.html entry");
  visit(entry);
  for (const source of COMPANION_ROOTS.sources) visit(source);
  for (const name of COMPANION_ROOTS.names) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.name === name && !manifest[k]?.src);
    if (!key) throw new Error(`The build manifest has no chunk named "${name}"`);
    visit(key);
  }
  // The toasts' library is loaded by the entry on demand, as a module of its own.
  for (const key of manifest[entry]?.dynamicImports ?? []) {
    if (key.includes("node_modules/sonner/")) visit(key);
  }
  return files;
}
