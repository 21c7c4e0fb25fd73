import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandlerPlugin } from "./error-handler.ts";
import { shutdownPlugin } from "./shutdown.ts";

/** A GET over a keep-alive agent: the status, the Connection header and the body. */
function get(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      })
      .on("error", reject);
  });
}

describe("shutting down", () => {
  it("finishes the request in flight, ends its keep-alive connection, and closes without waiting out a timer", async () => {
    const app = Fastify({ logger: false, return503OnClosing: false });
    await app.register(shutdownPlugin);
    await app.register(errorHandlerPlugin);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    app.get("/slow", async () => {
      await held;
      return { ok: true };
    });
    app.get("/fast", async () => ({ ok: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    // A load balancer's connection, kept alive between requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(agent, port, "/fast")).connection).toBe("keep-alive");
      const inFlight = get(agent, port, "/slow");
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      const closed = app.close();
      await new Promise((r) => setTimeout(r, 20)); // the close has begun
      release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.connection).toBe("close");
      await closed;
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      agent.destroy();
    }
  });
});
