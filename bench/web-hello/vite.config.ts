// The hello-world baseline, built with the web app's own Vite settings (plugins, chunking), only its root,
// entry and output differ.
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig, type PluginOption, type UserConfig } from "vite";
import appConfig from "../../apps/web/vite.config.ts";

export default defineConfig((env) => {
  const config: UserConfig = mergeConfig(appConfig(env), {
    root: fileURLToPath(new URL(".", import.meta.url)),
    build: { outDir: fileURLToPath(new URL("../../.bench-output/web-hello", import.meta.url)) },
  });
  // Not the companion's service worker (issue 46): it is built from the app's own chunks, which this
  // page has none of, and a bare page has no worker.
  const appOnly = (p: PluginOption) =>
    !(p && typeof p === "object" && "name" in p && /^(vite-plugin-pwa|remember-out-dir)/.test(p.name));
  config.plugins = (config.plugins ?? []).flat().filter(appOnly);
  // Its own page only: not the app's entries (index.html, boot.ts).
  if (config.build?.rolldownOptions) {
    config.build.rolldownOptions.input = fileURLToPath(new URL("./index.html", import.meta.url));
  }
  return config;
});
