import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

const apiServer = "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
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
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
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
