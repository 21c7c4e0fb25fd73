import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createRecordingSenders, createTestDatabase, TEST_APP_CONFIG } from "../test/harness.ts";

// A process joins the load balancer's rotation only once its public pages are rendered: HAProxy checks
// /healthz (deploy/haproxy.cfg). Before, a process restarted just before the database went away sent the
// empty app shell for /faq. The stand-in prerenderer holds its render until the test lets it go.
const root = mkdtempSync(join(tmpdir(), "eldercare-warmup-"));
const dist = join(root, "dist");
mkdirSync(dist, { recursive: true });
mkdirSync(join(root, "dist-ssr"));
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(root, "dist-ssr", "entry-server.js"),
  `let release;
   export const held = new Promise((resolve) => { release = resolve; });
   export const letGo = () => release();
   export const PUBLIC_PAGES = [{ path: "/faq", data: ["faqs"], modules: [] }];
   export async function renderPage(path, inputs) {
     await held;
     return { status: 200, head: "", body: "<h1>" + inputs.faqs.faqs.length + " questions</h1>", scripts: "" };
   }`,
);

describe("a new process and the load balancer", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("answers /healthz 503 'Starting.' until its public pages are rendered, then 200", async () => {
    const { database, drop } = await createTestDatabase("pglite");
    const app = await buildApp({ ...TEST_APP_CONFIG, serveWeb: true, webDistDir: dist }, database, {
      senders: createRecordingSenders().senders,
      inbox: null,
    });
    try {
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      const health = async () => {
        const res = await fetch(`${address}/healthz`);
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const starting = await health();
      expect(starting.status).toBe(503);
      expect(starting.body).toMatchObject({
        Errors: { System_Errors: [{ Code: "SE002", Message: SYSTEM_MESSAGES.starting }] },
      });

      const stub = (await import(join(root, "dist-ssr", "entry-server.js"))) as { letGo(): void };
      stub.letGo();
      let up = await health();
      for (let tries = 0; up.status !== 200 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        up = await health();
      }
      expect(up).toEqual({ status: 200, body: expect.objectContaining({ Data: { status: "ok" } }) });
      // The page it rendered while starting is the one it serves.
      expect(await (await fetch(`${address}/faq`)).text()).toMatch(/<h1>\d+ questions<\/h1>/);
    } finally {
      await app.close();
      await drop();
    }
  });
});
