import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A template message as the fake Cloud API received it. */
export interface ReceivedWhatsApp {
  path: string;
  authorization: string | undefined;
  to: string;
  template: string;
  language: string;
  /** The body's parameters, in order (subject, text). */
  parameters: string[];
  /** The id the fake answered with. */
  id: string;
}

/**
 * A stand-in for the WhatsApp Business Cloud API, started by the test (on a free port unless given one):
 * it records each template message and answers with a fresh wamid, or with `failWith` (an HTTP status and
 * Meta's error body) while that is set. `GET /received.json?to=<digits>` lists what it received (the
 * browser tests read it), and `GET /healthz` says it is up.
 */
export async function startFakeWhatsApp(listen: { port?: number; host?: string } = {}) {
  const received: ReceivedWhatsApp[] = [];
  let failWith: { status: number; message: string } | null = null;
  let next = 0;
  const server: Server = createServer((req, res) => {
    if (req.method === "GET") {
      const url = new URL(req.url ?? "/", "http://fake");
      if (url.pathname === "/healthz") return void res.writeHead(200).end("ok");
      const to = url.searchParams.get("to");
      res.writeHead(url.pathname === "/received.json" ? 200 : 404, { "content-type": "application/json" });
      return void res.end(JSON.stringify(received.filter((m) => !to || m.to === to)));
    }
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    req.on("end", () => {
      if (failWith) {
        res.writeHead(failWith.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: failWith.message, code: 131026 } }));
        return;
      }
      const body = JSON.parse(raw) as {
        to: string;
        template: {
          name: string;
          language: { code: string };
          components: { parameters: { text: string }[] }[];
        };
      };
      next += 1;
      const id = `wamid.FAKE${String(next).padStart(6, "0")}`;
      received.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        parameters: body.template.components[0]?.parameters.map((p) => p.text) ?? [],
        id,
      });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ messaging_product: "whatsapp", contacts: [{ wa_id: body.to }], messages: [{ id }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, listen.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    received,
    fail(status: number, message: string) {
      failWith = { status, message };
    },
    succeed() {
      failWith = null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Meta's webhook body for delivery statuses. */
export const statusPayload = (statuses: { id: string; status: string }[]) => ({
  object: "whatsapp_business_account",
  entry: [
    { id: "WABA", changes: [{ field: "messages", value: { messaging_product: "whatsapp", statuses } }] },
  ],
});

/** Meta's webhook body for a text a person sent (a reply of STOP). */
export const replyPayload = (from: string, text: string) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "WABA",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            messages: [{ from, id: "wamid.IN", type: "text", text: { body: text } }],
          },
        },
      ],
    },
  ],
});

/** The X-Hub-Signature-256 header Meta sends with a body. */
export const signWebhook = (body: string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
