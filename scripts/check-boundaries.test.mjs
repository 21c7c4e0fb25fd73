import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findViolations, importsOf } from "./check-boundaries.mjs";

const file = (path, source) => ({ path, source });

describe("import boundary check", () => {
  it("reads static, type-only, re-exported and dynamic imports", () => {
    expect(
      importsOf(`import a from "./a";
import type { B } from "../b.ts";
export { c } from "./c.ts";
import "./side-effect.css";
const d = await import("./d.tsx");
import {
  e,
  f,
} from "@x/e";`),
    ).toEqual(["./a", "../b.ts", "./c.ts", "./side-effect.css", "./d.tsx", "@x/e"]);
  });

  it("fails a web feature importing another feature, and lib/ importing a feature", () => {
    const problems = findViolations([
      file(
        "apps/web/src/features/site/pages/home-page.tsx",
        `import { PlanDialog } from "../../plans/components/plan-dialog.tsx";`,
      ),
      file("apps/web/src/lib/format.ts", `import { x } from "../features/plans/lib/x.ts";`),
      file(
        "apps/web/src/features/site/pages/about-page.tsx",
        `import { Page } from "../../../components/ui/page.tsx";\nimport { y } from "../lib/y.ts";`,
      ),
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        'home-page.tsx: imports "../../plans/components/plan-dialog.tsx": feature "site" must not import feature "plans"',
      ),
      expect.stringContaining("lib/ and components/ must not import a feature"),
    ]);
  });

  it("fails a route touching Drizzle, the schema or a repository", () => {
    const problems = findViolations([
      file(
        "apps/server/src/modules/faqs/faqs.routes.ts",
        `import { eq } from "drizzle-orm";\nimport { faqs } from "../../db/schema/index.ts";\nimport * as repo from "./faqs.repo.ts";\nimport { createFaqs } from "./faqs.service.ts";`,
      ),
    ]);
    expect(problems).toHaveLength(5);
    expect(problems.filter((p) => p.includes("a route calls its service"))).toHaveLength(3);
  });

  it("fails a module reaching into another module except through its service", () => {
    const problems = findViolations([
      file(
        "apps/server/src/modules/members/profile.service.ts",
        `import { history } from "../billing/payment-history.ts";\nimport type { Payments } from "../billing/payments.service.ts";`,
      ),
    ]);
    expect(problems).toEqual([
      expect.stringContaining('module "members" reaches module "billing" only through its *.service.ts'),
    ]);
  });

  it("fails config.ts or a plugin importing a module, and a service writing queries", () => {
    const problems = findViolations([
      file("apps/server/src/config.ts", `import { isValidGstin } from "./modules/billing/gst.ts";`),
      file(
        "apps/server/src/plugins/dev-sandbox.ts",
        `import { findUser } from "../modules/members/users.repo.ts";`,
      ),
      file(
        "apps/server/src/modules/auth/sessions.service.ts",
        `import { sql } from "drizzle-orm";\nimport type { Db } from "../../db/client.ts";`,
      ),
    ]);
    expect(problems).toEqual([
      expect.stringContaining("config.ts: imports"),
      expect.stringContaining("plugins/dev-sandbox.ts: imports"),
      expect.stringContaining('sessions.service.ts: imports "drizzle-orm": only repositories'),
    ]);
  });

  it("lets tests and the server's test helpers import anything", () => {
    expect(
      findViolations([
        file(
          "apps/server/src/modules/faqs/faqs.routes.test.ts",
          `import { faqs } from "../../db/schema/index.ts";`,
        ),
        file("apps/server/src/test/harness.ts", `import { x } from "../modules/billing/gst.ts";`),
        file("apps/web/src/features/site/lib/a.test.ts", `import { b } from "../../plans/lib/b.ts";`),
      ]),
    ).toEqual([]);
  });

  describe("as a command", () => {
    const root = mkdtempSync(join(tmpdir(), "boundaries-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path, source) => {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), source);
    };
    const run = () =>
      spawnSync(process.execPath, [join(import.meta.dirname, "check-boundaries.mjs"), root], {
        encoding: "utf8",
      });

    it("passes a tree that keeps the rules, and exits 1 naming the file after a wrong import is added", () => {
      write("apps/web/src/features/plans/lib/plan-table.ts", `export const x = 1;`);
      write(
        "apps/web/src/features/site/pages/home-page.tsx",
        `import { Page } from "../../../components/ui/page.tsx";`,
      );
      const clean = run();
      expect(clean.status).toBe(0);
      expect(clean.stdout).toContain("Import boundaries hold in 2 files");

      write(
        "apps/web/src/features/site/pages/home-page.tsx",
        `import { x } from "../../plans/lib/plan-table.ts";`,
      );
      const broken = run();
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain("apps/web/src/features/site/pages/home-page.tsx");
      expect(broken.stderr).toContain('feature "site" must not import feature "plans"');
    });
  });
});
