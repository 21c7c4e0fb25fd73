import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness.ts";

/**
 * Issue 27: a request announcing a body and never finishing it stayed open for minutes. The whole request,
 * headers and body, must arrive within REQUEST_TIMEOUT_MS (here 1 s); a real listening server is needed,
 * as inject() has no socket and no clock of its own.
 */
const LIMIT_MS = 1000;

interface Exchange {
  /** What the server wrote before the connection closed. */
  answer: string;
  /** Milliseconds from connecting to the close. */
  closedAfterMs: number;
}

/** Opens a raw connection, writes each part after its delay (from the connection), and waits for the close. */
function exchange(port: number, parts: { afterMs: number; data: string }[]): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const started = Date.now();
    let answer = "";
    const timers: NodeJS.Timeout[] = [];
    // A guard far beyond the limit: a server that never closes fails the test instead of hanging it.
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${Date.now() - started} ms; answered: ${JSON.stringify(answer)}`));
    }, LIMIT_MS * 10);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("error", () => {
      // A reset after the server's answer is a close like any other.
    });
    socket.on("close", () => {
      clearTimeout(guard);
      for (const timer of timers) clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on("connect", () => {
      for (const part of parts) {
        timers.push(
          setTimeout(() => {
            if (!socket.destroyed) socket.write(part.data);
          }, part.afterMs),
        );
      }
    });
  });
}

const head = (path: string, contentLength: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${contentLength}\r\nConnection: close\r\n\r\n`;

describe("the time a request may take to arrive (REQUEST_TIMEOUT_MS)", () => {
  const t = useTestApp("pglite", { REQUEST_TIMEOUT_MS: LIMIT_MS });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it("answers 408 and closes a body announced as 100 bytes of which 2 came, within the limit", async () => {
    const { answer, closedAfterMs } = await exchange(port, [
      { afterMs: 0, data: `${head("/api/shared/getdomaindata/", 100)}{"` },
    ]);
    // Not before the limit, and soon after it (unfinished requests are checked every quarter of it).
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(closedAfterMs).toBeLessThan(LIMIT_MS * 3);
    if (answer !== "") expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes headers that never end within the limit too", async () => {
    const { answer, closedAfterMs } = await exchange(port, [
      { afterMs: 0, data: "POST /api/shared/getdomaindata/ HTTP/1.1\r\nHost: 127.0.0.1\r\n" },
    ]);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(closedAfterMs).toBeLessThan(LIMIT_MS * 3);
    if (answer !== "") expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("still answers a slow request that arrives whole within the limit", async () => {
    const body = JSON.stringify({ domain_type: ["id_type"] });
    const slices = [0, 1, 2, 3].map((i) => body.slice((i * body.length) / 4, ((i + 1) * body.length) / 4));
    const { answer } = await exchange(port, [
      { afterMs: 0, data: head("/api/shared/getdomaindata/", Buffer.byteLength(body)) },
      ...slices.map((data, i) => ({ afterMs: 150 * (i + 1), data })),
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"Business_Errors":[]');
  });
});
