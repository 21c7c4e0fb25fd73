#!/usr/bin/env node
// Browser tests drive Debian's Chromium, never a downloaded browser. Install it when missing and we
// are root; otherwise stop with a clear instruction (never skip the browser tests silently).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    [
      "Debian's Chromium is needed for the browser tests and /usr/bin/chromium is missing.",
      "Install it with:  sudo apt-get update && sudo apt-get install -y chromium",
      "(or point CHROMIUM_PATH at a Chromium binary), then run the tests again.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests (apt-get)...");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "chromium", "fonts-liberation"], {
  stdio: "inherit",
  env,
});
if (!existsSync(path)) {
  console.error("apt-get finished but /usr/bin/chromium is still missing.");
  process.exit(1);
}
