import { describe, expect, it } from "vitest";
import { formatSlowest, playwrightFileTimes, slowestFiles } from "./slowest-files.mjs";

const report = {
  suites: [
    {
      specs: [
        {
          file: "login.spec.ts",
          tests: [{ results: [{ duration: 4000 }] }, { results: [{ duration: 6000 }] }],
        },
      ],
      suites: [{ specs: [{ file: "faq.spec.ts", tests: [{ results: [{ duration: 1500 }] }] }] }],
    },
  ],
};

describe("the slowest test files of a run", () => {
  it("adds up each spec file's tests, at every size, nested suites included", () => {
    expect(playwrightFileTimes(report)).toEqual([
      { file: "e2e/login.spec.ts", seconds: 10 },
      { file: "e2e/faq.spec.ts", seconds: 1.5 },
    ]);
  });

  it("ranks both runners' files together, slowest first, and keeps the first n", () => {
    const vitest = [
      { file: "apps/server/src/app.test.ts", seconds: 12 },
      { file: "apps/web/src/a.test.tsx", seconds: 2 },
    ];
    const rows = slowestFiles(vitest, report, 3);
    expect(rows.map((r) => `${r.runner} ${r.file}`)).toEqual([
      "vitest apps/server/src/app.test.ts",
      "playwright e2e/login.spec.ts",
      "vitest apps/web/src/a.test.tsx",
    ]);
    expect(formatSlowest(rows)[0]).toBe("   12.0s  vitest     apps/server/src/app.test.ts");
  });

  it("prints nothing it has not measured (no report, no files)", () => {
    expect(slowestFiles(null, null)).toEqual([]);
  });
});
