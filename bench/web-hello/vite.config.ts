// The hello-world baseline, built with the web app's own Vite settings (plugins, chunking), only its root,
// entry and output differ.
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig, type UserConfig } from "vite";
import appConfig from "../../apps/web/vite.config.ts";

export default defineConfig((env) => {
  const config: UserConfig = mergeConfig(appConfig(env), {
    root: fileURLToPath(new URL(".", import.meta.url)),
    build: { outDir: fileURLToPath(new URL("../../.bench-output/web-hello", import.meta.url)) },
  });
  // Its own page only: not the app's entries (index.html, boot.ts).
  if (config.build?.rolldownOptions) {
    config.build.rolldownOptions.input = fileURLToPath(new URL("./index.html", import.meta.url));
  }
  return config;
});
