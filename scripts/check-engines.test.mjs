import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BENCHMARK_ONLY, packagesRejecting, statedMinimum } from "./check-engines.mjs";

const root = resolve(import.meta.dirname, "..");

describe("Node.js version check", () => {
  const scratch = mkdtempSync(join(tmpdir(), "engines-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const pkg = (dir, manifest) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
  };

  it("finds packages, scoped and nested too, whose engines reject the stated version", () => {
    const modules = join(scratch, "node_modules");
    pkg(join(modules, "fine"), { name: "fine", version: "1.0.0", engines: { node: ">=18" } });
    pkg(join(modules, "@scope", "needs-22"), {
      name: "@scope/needs-22",
      version: "2.0.0",
      engines: { node: ">=22" },
    });
    pkg(join(modules, "fine", "node_modules", "deep"), {
      name: "deep",
      version: "3.0.0",
      engines: { node: "^22.12.0 || >=24" },
    });
    pkg(join(modules, "either"), {
      name: "either",
      version: "1.0.0",
      engines: { node: "^20.19.0 || >=22.12.0" },
    });
    pkg(join(modules, "none"), { name: "none", version: "1.0.0" });
    expect(
      packagesRejecting(modules, "20.19.0")
        .map((p) => p.name)
        .sort(),
    ).toEqual(["@scope/needs-22", "deep"]);
  });

  it("every installed package accepts the Node.js version the README states, benchmark-only tools aside", () => {
    const minimum = statedMinimum(root);
    expect(minimum).toBe("20.19.0");
    const rejecting = packagesRejecting(join(root, "node_modules"), minimum)
      .filter((p) => !BENCHMARK_ONLY.has(p.name))
      .map((p) => `${p.name}@${p.version} (${p.range})`);
    expect(rejecting).toEqual([]);
  });
});
