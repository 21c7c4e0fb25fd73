// The functions this process spends its time in while some work runs, from V8's sampling profiler
// (node:inspector): self time by function, to say where an app's own time goes when its statements do not
// explain it (bench/schedule-profile.ts).
import type { Profiler } from "node:inspector";
import { Session } from "node:inspector/promises";
import { relative } from "node:path";
import { ROOT } from "./servers.ts";

export interface HotFunction {
  name: string;
  /** Share of the samples taken while the work ran (0–100). */
  percent: number;
}

/** Runs `work` under the sampling profiler; its result and the `top` functions and files by self time. */
export async function withCpuProfile<T>(
  work: () => Promise<T>,
  top = 10,
): Promise<{ result: T; hot: HotFunction[]; files: HotFunction[] }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 1000 });
  await session.post("Profiler.start");
  let result: T;
  let profile: Profiler.Profile;
  try {
    result = await work();
  } finally {
    profile = (await session.post("Profiler.stop")).profile;
    session.disconnect();
  }
  // By function (name and file: line numbers are the transpiled code's) and by file.
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const n = node.hitCount ?? 0;
    total += n;
    const { functionName, url } = node.callFrame;
    const file = url.startsWith("file://") ? relative(ROOT, new URL(url).pathname) : url;
    const name = `${functionName || "(anonymous)"}${file ? ` (${file})` : ""}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + n);
    const where = file || functionName;
    byFile.set(where, (byFile.get(where) ?? 0) + n);
  }
  const ranked = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => ({ name, percent: total === 0 ? 0 : (100 * n) / total }));
  return { result, hot: ranked(byFunction), files: ranked(byFile) };
}
