// The baseline: a bare Fastify server answering one route with a fixed JSON body (no database,
// no validation, no plugins). Prints its URL when listening.
import Fastify from "fastify";

const [path = "/", bodyFile = ""] = process.argv.slice(2);
const body = await import("node:fs").then((fs) => fs.readFileSync(bodyFile, "utf8"));
const app = Fastify({ logger: false });
app.get(path, async (_req, reply) => reply.type("application/json").send(body));
const address = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(`LISTENING ${address}`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
