// The baseline: a bare Fastify server answering one route with fixed bytes (no database, no
// validation, no plugins). Prints its URL when listening. With a headers file (JSON), it also sends those
// headers, so the bytes on the wire are the app's own (Date aside).
// Usage: baseline-server.ts <method> <path> <body file> <content type> [headers file]
// With BASELINE_BESIDE_APP=1 the product server (apps/server/src/server.ts, configured by the environment)
// is started first in the same process and left idle: the same bare route, in a process holding what the
// app holds (its modules, PGlite, its heap), which is where the app's own route runs (decision 0052).
import { readFileSync } from "node:fs";
import Fastify from "fastify";

if (process.env.BASELINE_BESIDE_APP === "1") await import("../apps/server/src/server.ts");

const [method = "GET", path = "/", bodyFile = "", contentType = "application/json", headersFile] =
  process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = headersFile ? (JSON.parse(readFileSync(headersFile, "utf8")) as Record<string, string>) : {};
const app = Fastify({ logger: false });
app.route({
  method: method as "GET" | "POST",
  url: path,
  handler: async (_req, reply) => reply.headers(headers).type(contentType).send(body),
});
const address = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(`LISTENING ${address}`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
