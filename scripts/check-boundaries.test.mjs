import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findViolations, importsOf, moduleDeclarations } from "./check-boundaries.mjs";

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

  it("fails an import against the layers: lib/ only imports lib/, and nothing below imports what sits above", () => {
    const problems = findViolations([
      file("apps/server/src/lib/local-only.ts", `import { sendError } from "../plugins/error-handler.ts";`),
      file(
        "apps/server/src/lib/identifier.ts",
        `import type { Channel } from "../integrations/delivery/types.ts";`,
      ),
      file("apps/server/src/http/route.ts", `import { requireSession } from "../plugins/auth.ts";`),
      file(
        "apps/server/src/integrations/payments/create-gateway.ts",
        `import type { Config } from "../../config.ts";`,
      ),
      file("apps/server/src/db/setup.ts", `import { ensureAdmin } from "../modules/members/admins.ts";`),
      file("apps/server/src/app-deps.ts", `import type { OtpStore } from "./modules/auth/otp-store.ts";`),
      file("apps/server/src/plugins/dev-inbox.ts", `import type { Config } from "../config.ts";`),
      // What is allowed: down the layers.
      file(
        "apps/server/src/plugins/auth.ts",
        `import type { SessionAuthenticator } from "../http/session-guard.ts";`,
      ),
      file(
        "apps/server/src/http/local-only.ts",
        `import { sendError } from "./send-error.ts";\nimport { a } from "../lib/a.ts";`,
      ),
      file(
        "apps/server/src/integrations/delivery/types.ts",
        `import type { Channel } from "../../lib/channel.ts";`,
      ),
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        'lib/local-only.ts: imports "../plugins/error-handler.ts": lib/ sits at the bottom',
      ),
      expect.stringContaining(
        'lib/identifier.ts: imports "../integrations/delivery/types.ts": lib/ sits at the bottom',
      ),
      expect.stringContaining(
        'http/route.ts: imports "../plugins/auth.ts": db/, http/ and integrations/ sit below',
      ),
      expect.stringContaining(
        'create-gateway.ts: imports "../../config.ts": db/, http/ and integrations/ sit below',
      ),
      expect.stringContaining(
        'db/setup.ts: imports "../modules/members/admins.ts": db/, http/ and integrations/',
      ),
      expect.stringContaining(
        'app-deps.ts: imports "./modules/auth/otp-store.ts": app-deps.ts is what every module',
      ),
      expect.stringContaining(
        'plugins/dev-inbox.ts: imports "../config.ts": config.ts and plugins/ sit below',
      ),
    ]);
  });

  it("fails modules that import each other in a loop, type-only imports included", () => {
    const problems = findViolations([
      file(
        "apps/server/src/modules/auth/login.service.ts",
        `import type { Accounts } from "../members/accounts.service.ts";`,
      ),
      file(
        "apps/server/src/modules/members/registration.service.ts",
        `import type { Sessions } from "../auth/sessions.service.ts";`,
      ),
      file(
        "apps/server/src/modules/bookings/booking-create.service.ts",
        `import type { X } from "../members/x.service.ts";`,
      ),
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        "modules import each other in a loop (type imports count): auth → members → auth",
      ),
    ]);
  });

  describe("the table map", () => {
    const schema = file(
      "apps/server/src/db/schema/index.ts",
      `export const users = pgTable("users", {});\nexport const bookings = pgTable("bookings", {});\nexport const cities = pgTable("cities", {});`,
    );
    const tableOwners = {
      owners: { members: ["users"], bookings: ["bookings"], reference: ["cities"] },
      readableByAll: ["cities"],
    };

    it("lets a repository read its own tables and the shared catalogue", () => {
      const repo = file(
        "apps/server/src/modules/bookings/bookings.repo.ts",
        `import { bookings, cities } from "../../db/schema/index.ts";\nawait tx.insert(bookings).values(row);\nsql\`select count(*) from bookings join cities on true\`;`,
      );
      expect(findViolations([schema, repo], { tableOwners })).toEqual([]);
    });

    it("fails a repository reading another module's table, in Drizzle or raw SQL", () => {
      const problems = findViolations(
        [
          schema,
          file(
            "apps/server/src/modules/bookings/bookings.repo.ts",
            `import { bookings, users } from "../../db/schema/index.ts";`,
          ),
          file(
            "apps/server/src/modules/admin/dashboard.repo.ts",
            "const n = sql`select count(*)::int from users where user_type = 1`;",
          ),
        ],
        { tableOwners: { ...tableOwners, owners: { ...tableOwners.owners, admin: [] } } },
      );
      expect(problems).toEqual([
        expect.stringContaining(
          'bookings.repo.ts: reads table "users", which module "bookings" does not own',
        ),
        expect.stringContaining('dashboard.repo.ts: reads table "users" in raw SQL'),
      ]);
    });

    it("fails a repository writing a table it may only read", () => {
      const problems = findViolations(
        [
          schema,
          file(
            "apps/server/src/modules/bookings/bookings.repo.ts",
            `import { cities } from "../../db/schema/index.ts";\nawait tx.update(cities).set({ name: "x" });`,
          ),
        ],
        { tableOwners },
      );
      expect(problems).toEqual([expect.stringContaining('writes table "cities", which only its owner')]);
    });

    it("lets a module read another's table its owner grants it, never write or lock it", () => {
      const granted = {
        ...tableOwners,
        owners: { ...tableOwners.owners, availability: [] },
        readers: { bookings: ["availability"] },
      };
      const reads = file(
        "apps/server/src/modules/availability/availability.repo.ts",
        `import { bookings } from "../../db/schema/index.ts";\nawait db.select().from(bookings);\nsql\`select count(*) from bookings\`;`,
      );
      expect(findViolations([schema, reads], { tableOwners: granted })).toEqual([]);
      const problems = findViolations(
        [
          schema,
          file(
            "apps/server/src/modules/availability/availability.repo.ts",
            `import { bookings } from "../../db/schema/index.ts";\nawait tx.update(bookings).set({ status: "x" });\nawait tx.select().from(bookings).for("update");`,
          ),
          file(
            "apps/server/src/modules/admin/figures.repo.ts",
            `import { bookings } from "../../db/schema/index.ts";`,
          ),
        ],
        { tableOwners: { ...granted, owners: { ...granted.owners, admin: [] } } },
      );
      expect(problems).toEqual([
        expect.stringContaining(
          'availability.repo.ts: locks rows of table "bookings", which module "availability" may only read',
        ),
        expect.stringContaining('availability.repo.ts: writes table "bookings", which only its owner'),
        expect.stringContaining('figures.repo.ts: reads table "bookings", which module "admin" does not own'),
      ]);
    });

    it("fails a read grant of an unknown table, or to the table's own owner", () => {
      const problems = findViolations([schema], {
        tableOwners: { ...tableOwners, readers: { bookings: ["bookings"], payments: ["admin"] } },
      });
      expect(problems).toEqual([
        expect.stringContaining('module "bookings" owns table "bookings"; a read grant is for other modules'),
        expect.stringContaining('readers name table "payments", which the schema has not'),
      ]);
    });

    it("fails a table with no owner, or with two", () => {
      const problems = findViolations([schema], {
        tableOwners: { owners: { members: ["users"], bookings: ["bookings", "users"] }, readableByAll: [] },
      });
      expect(problems).toEqual([
        expect.stringContaining(
          'table "users" must have exactly one owning module (it has members, bookings)',
        ),
        expect.stringContaining('table "cities" must have exactly one owning module (it has none)'),
      ]);
    });
  });

  it("fails an AppError given a literal message, and lets one from the contracts through", () => {
    const problems = findViolations([
      file(
        "apps/server/src/modules/bookings/booking-calendar.service.ts",
        `throw new AppError("BE001", "Month must be YYYY-MM");\nthrow new AppError("BE011", \`Sorry \${x}\`);\nthrow new AppError("BE011", BOOKING_MESSAGES.serviceNotFound);\nthrow new AppError("BE002");`,
      ),
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        "booking-calendar.service.ts:1: an AppError's message comes from the contracts",
      ),
      expect.stringContaining(
        "booking-calendar.service.ts:2: an AppError's message comes from the contracts",
      ),
    ]);
  });

  it("lets tests and the server's test helpers import anything but each other in a circle", () => {
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

  describe("import circles", () => {
    it("fails test helpers that import each other in a circle, type imports included, naming the files", () => {
      const problems = findViolations([
        file(
          "apps/server/src/test/harness.ts",
          `import { TEST_KOLKATA_ROSTER } from "./companions.ts";\nexport interface TestApp {}`,
        ),
        file(
          "apps/server/src/test/companions.ts",
          `import type { TestApp } from "./harness.ts";\nexport const TEST_KOLKATA_ROSTER = 30;`,
        ),
        file(
          "apps/server/src/modules/faqs/faqs.test.ts",
          `import { useTestApp } from "../../test/harness.ts";`,
        ),
      ]);
      expect(problems).toEqual([
        "files import each other in a circle (type imports count): apps/server/src/test/companions.ts → apps/server/src/test/harness.ts → apps/server/src/test/companions.ts; move what they share into a file each imports",
      ]);
    });

    it("finds a circle anywhere: tests, e2e, bench, the contracts through their package name, a file importing itself", () => {
      const problems = findViolations(
        [
          file("e2e/fixtures.ts", `import { signIn } from "./session";`),
          file("e2e/session.ts", `export { test } from "./fixtures.js";`),
          file("bench/run.ts", `const { measure } = await import("./measure.ts");`),
          file("bench/measure.ts", `import "./run.ts";`),
          file("packages/contracts/src/index.ts", `export * from "./plans/index.ts";`),
          file("packages/contracts/src/plans/index.ts", `import { x } from "@eldercare/contracts";`),
          file("apps/web/src/lib/a.test.ts", `import { a } from "./a.test.ts";`),
        ],
        { packages: { "@eldercare/contracts": "packages/contracts/src/index.ts" } },
      );
      expect(problems).toEqual([
        expect.stringContaining(": apps/web/src/lib/a.test.ts → apps/web/src/lib/a.test.ts;"),
        expect.stringContaining(": bench/measure.ts → bench/run.ts → bench/measure.ts;"),
        expect.stringContaining(": e2e/fixtures.ts → e2e/session.ts → e2e/fixtures.ts;"),
        expect.stringContaining(
          ": packages/contracts/src/index.ts → packages/contracts/src/plans/index.ts → packages/contracts/src/index.ts;",
        ),
      ]);
    });

    it("names one shortest circle of a larger tangle, and the tangle's other files", () => {
      const problems = findViolations([
        file("deploy/test/a.ts", `import "./b.ts";`),
        file("deploy/test/b.ts", `import "./c.ts";\nimport "./d.ts";`),
        file("deploy/test/c.ts", `import "./a.ts";`),
        file("deploy/test/d.ts", `import "./b.ts";`),
        file("deploy/test/e.ts", `import "./a.ts";`),
      ]);
      expect(problems).toEqual([
        "files import each other in a circle (type imports count): deploy/test/a.ts → deploy/test/b.ts → deploy/test/c.ts → deploy/test/a.ts; in circles with them too: deploy/test/d.ts; move what they share into a file each imports",
      ]);
    });

    it("lets files import in one direction only", () => {
      expect(
        findViolations([
          file("apps/server/src/db/client.ts", `import type { Db } from "./types.ts";\nimport "./retry.ts";`),
          file("apps/server/src/db/retry.ts", `import type { Db } from "./types.ts";`),
          file("apps/server/src/db/types.ts", `import type * as schema from "./schema/index.ts";`),
          file("apps/server/src/db/schema/index.ts", `import { pgTable } from "drizzle-orm/pg-core";`),
        ]),
      ).toEqual([]);
    });
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

    it("exits 1 on an import circle among the server's test helpers, finding the contracts by package name", () => {
      const tree = mkdtempSync(join(tmpdir(), "boundaries-circle-"));
      try {
        const put = (path, source) => {
          mkdirSync(join(tree, dirname(path)), { recursive: true });
          writeFileSync(join(tree, path), source);
        };
        put(
          "packages/contracts/package.json",
          JSON.stringify({ name: "@eldercare/contracts", exports: { ".": "./src/index.ts" } }),
        );
        put("packages/contracts/src/index.ts", `export const BOOKING_RULES = {};`);
        put("apps/server/src/test/harness.ts", `import { resetRoster } from "./companions.ts";`);
        put(
          "apps/server/src/test/companions.ts",
          `import type { TestApp } from "./harness.ts";\nimport { BOOKING_RULES } from "@eldercare/contracts";`,
        );
        put("node_modules/x/a.js", `import "./b.js";`);
        put("node_modules/x/b.js", `import "./a.js";`);
        const broken = spawnSync(
          process.execPath,
          [join(import.meta.dirname, "check-boundaries.mjs"), tree],
          {
            encoding: "utf8",
          },
        );
        expect(broken.status).toBe(1);
        expect(broken.stderr).toContain("Boundaries broken (1):");
        expect(broken.stderr).toContain(
          "apps/server/src/test/companions.ts → apps/server/src/test/harness.ts → apps/server/src/test/companions.ts",
        );

        put("packages/contracts/src/index.ts", `import "../../../apps/server/src/test/companions.ts";`);
        put("apps/server/src/test/harness.ts", `export const x = 1;`);
        const throughPackage = spawnSync(
          process.execPath,
          [join(import.meta.dirname, "check-boundaries.mjs"), tree],
          { encoding: "utf8" },
        );
        expect(throughPackage.status).toBe(1);
        expect(throughPackage.stderr).toContain(
          "apps/server/src/test/companions.ts → packages/contracts/src/index.ts → apps/server/src/test/companions.ts",
        );

        put("packages/contracts/src/index.ts", `export const BOOKING_RULES = {};`);
        const clean = spawnSync(process.execPath, [join(import.meta.dirname, "check-boundaries.mjs"), tree], {
          encoding: "utf8",
        });
        expect(clean.status).toBe(0);
      } finally {
        rmSync(tree, { recursive: true, force: true });
      }
    });
  });
});

describe("modules declare their place (decision 0075)", () => {
  /** A module's declaration as its *.module.ts writes it. */
  const declaration = (name, needs, provides) =>
    file(
      `apps/server/src/modules/${name}/${name}.module.ts`,
      `import { moduleKit } from "../module-kit.ts";
const kit = moduleKit();
export const ${name}Module = kit.define({
  name: "${name}",
  needs: [${needs.map((n) => `"${n}"`).join(", ")}],
  provides: {
${provides.map((p) => `    ${p}: kit.service([], () => ({})),`).join("\n")}
  },
  routes: async () => {},
});`,
    );
  const declarations = [
    declaration("members", [], ["members", "accounts"]),
    declaration("notifications", ["members"], ["notifier"]),
    declaration("faqs", ["members"], ["questions"]),
  ];

  it("reads each module's needs and the services it provides", () => {
    const { declared, undeclared } = moduleDeclarations(declarations);
    expect(undeclared).toEqual([]);
    expect(declared.get("faqs")).toEqual({ needs: new Set(["members"]), provides: new Set(["questions"]) });
    expect(declared.get("members")?.provides).toEqual(new Set(["members", "accounts"]));
  });

  it("accepts an import of a module whose service the importer declares a need on", () => {
    const problems = findViolations([
      ...declarations,
      file(
        "apps/server/src/modules/faqs/faq-admin.service.ts",
        `import type { MemberDirectory } from "../members/member-directory.service.ts";`,
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it("refuses an import of a module the importer declares no need on, type imports too", () => {
    const problems = findViolations([
      ...declarations,
      file(
        "apps/server/src/modules/faqs/faq-admin.service.ts",
        `import type { Notifier } from "../notifications/notifier.service.ts";`,
      ),
    ]);
    expect(problems).toEqual([
      'apps/server/src/modules/faqs/faq-admin.service.ts: imports "../notifications/notifier.service.ts": module "faqs" declares no need on a service module "notifications" provides (it provides: notifier); add one to its needs, or do without the import (decision 0075)',
    ]);
  });

  it("refuses a module file that declares no place", () => {
    const problems = findViolations([
      ...declarations,
      file("apps/server/src/modules/company/company.module.ts", `export async function companyModule() {}`),
    ]);
    expect(problems).toEqual([
      "apps/server/src/modules/company/company.module.ts: declares no place (kit.define({ name, needs: [...], provides, routes }), decision 0075)",
    ]);
  });
});
