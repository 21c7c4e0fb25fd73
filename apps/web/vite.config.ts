import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { companionPrecache, type ManifestChunk } from "./src/pwa/companion-precache.ts";
import { precompress } from "./vite-precompress.ts";

const outDir = fileURLToPath(new URL("./dist", import.meta.url));
/** Where this build writes: outDir, or another folder given by `--outDir` (as `npm run bench:web` does). */
let builtTo = outDir;
const rememberOutDir = (): Plugin => ({
  name: "remember-out-dir",
  configResolved(config) {
    builtTo = resolve(config.root, config.build.outDir);
  },
});

/**
 * The companion's app works without signal (issue 46, decision 0096): a service worker for /companion
 * only, made by Workbox, keeps the app shell (served at /companion) and exactly the files the
 * companion's app needs (src/pwa/companion-precache.ts), and answers every /companion page from them
 * when there is no network. The manifest is a static file (public/companion.webmanifest) that only the
 * companion's pages name; the app registers the worker itself (companion-layout.tsx).
 */
const companionServiceWorker = () =>
  VitePWA({
    strategies: "generateSW",
    injectRegister: false,
    manifest: false,
    filename: "companion-sw.js",
    scope: "/companion",
    workbox: {
      globPatterns: [
        "index.html",
        "assets/**/*.{js,css,woff2}",
        "companion-icon-*.png",
        "companion.webmanifest",
      ],
      maximumFileSizeToCacheInBytes: 2_000_000,
      // Hashed files are their own revision; the shell is named by the page that serves it.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => {
          const chunks = JSON.parse(readFileSync(`${builtTo}/.vite/manifest.json`, "utf8")) as Record<
            string,
            ManifestChunk
          >;
          const keep = companionPrecache(chunks);
          const manifest = entries.flatMap((entry) => {
            if (entry.url === "index.html") return [{ ...entry, url: "/companion" }];
            return !entry.url.startsWith("assets/") || keep.has(entry.url) ? [entry] : [];
          });
          return { manifest, warnings: [] };
        },
      ],
      navigateFallback: "/companion",
      navigateFallbackAllowlist: [/^\/companion(\/|$)/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });

const apiServer = "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    ...(isSsrBuild ? [] : [rememberOutDir(), companionServiceWorker()]),
  ],
  // The prerenderer (entry-server.tsx) carries its libraries inside it, React's production build among
  // them, whatever mode the server runs in: the development build renders a page about twice as slowly
  // and only adds warnings, which the browser tests watch for in the client anyway.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  server: {
    proxy: {
      "/api": apiServer,
      "/healthz": apiServer,
      "/readyz": apiServer,
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // The server reads it to preload a prerendered page's own chunk with its HTML.
    manifest: true,
    rolldownOptions: {
      // boot.ts: the one script a prerendered page starts with; it loads the app after the first paint.
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        boot: fileURLToPath(new URL("./src/boot.ts", import.meta.url)),
      },
      output: {
        // React and the router change less often than the app: their chunk stays cached across releases.
        // Every other library goes where it is used, so a page loads only the libraries it needs
        // (docs/decisions/0028-prerendered-public-pages.md). Everything else the entry imports statically
        // is one chunk, the entry's own: left alone, Rolldown split out every module a lazy page shares
        // with it (the messages, the constants, the query client, the icon helper), and boot.ts imported
        // eight scripts on the home page where it now imports three (decision 0064). boot.ts stays apart.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "index", tags: ["$initial"], test: (id: string) => !id.endsWith("/src/boot.ts") },
          ],
        },
      },
    },
  },
}));
