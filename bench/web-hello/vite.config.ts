// The hello-world baseline, built with the web app's own Vite settings (plugins, chunking), only its root and output differ.
import { fileURLToPath } from "node:url";
import { mergeConfig } from "vite";
import appConfig from "../../apps/web/vite.config.ts";

export default mergeConfig(appConfig, {
  root: fileURLToPath(new URL(".", import.meta.url)),
  build: { outDir: fileURLToPath(new URL("../../.bench-output/web-hello", import.meta.url)) },
});
