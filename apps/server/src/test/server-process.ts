import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";

const SERVER_ENTRY = resolve(import.meta.dirname, "../server.ts");

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts the real server (as `npm start` does, minus the web build) and waits until it listens. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      WEB_DIST_DIR: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const check = () => {
      const m = out.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (m?.[1]) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${out}`));
    });
  });
  return { child, url, output: () => out, exited };
}

/** Runs the server expecting it to stop on its own (for example on bad configuration). */
export function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", WEB_DIST_DIR: "/nonexistent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  return new Promise((r) => child.on("exit", (code) => r({ code, output: out })));
}
