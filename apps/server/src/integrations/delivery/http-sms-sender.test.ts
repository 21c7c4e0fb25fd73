import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpSmsSender, DEFAULT_SMS_TEMPLATE, renderSmsTemplate } from "./http-sms-sender.ts";
import { DeliveryError, type OutgoingMessage } from "./types.ts";

const API_KEY = "test-key-9f2c";
const sms: OutgoingMessage = {
  channel: "sms",
  to: "+919830012345",
  subject: "Verification code",
  text: renderSmsTemplate(DEFAULT_SMS_TEMPLATE, { code: "305817", minutes: 10, brand: "SeniorCare Relief" }),
};

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A local stand-in for the SMS provider; `answer` decides the response (or never answers). */
async function startProvider(answer: (res: ServerResponse, req: IncomingMessage) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    req.on("end", () => {
      seen.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: JSON.parse(raw),
      });
      answer(res, req);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/sms`, seen };
}

describe("createHttpSmsSender", () => {
  it("POSTs the JSON message with the bearer key to the provider", async () => {
    const { url, seen } = await startProvider((res) => res.writeHead(202).end('{"id":"m-1"}'));
    const sender = createHttpSmsSender({ url, apiKey: API_KEY, senderId: "SCRLIF" });
    await sender.send(sms);

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      method: "POST",
      url: "/v1/sms",
      authorization: `Bearer ${API_KEY}`,
      contentType: "application/json",
      body: { sender: "SCRLIF", to: "+919830012345", message: sms.text },
    });
    expect(request?.body).toHaveProperty("message", expect.stringContaining("305817"));
  });

  it("throws DeliveryError naming the status on a non-2xx answer, without the api key", async () => {
    const { url } = await startProvider((res) => res.writeHead(500).end("provider down"));
    const sender = createHttpSmsSender({ url, apiKey: API_KEY, senderId: "SCRLIF" });
    const error = await sender.send(sms).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ channel: "sms" });
    expect((error as DeliveryError).message).toContain("500");
    expect((error as DeliveryError).message).not.toContain(API_KEY);
  });

  it("throws DeliveryError when the provider does not answer in time", async () => {
    const { url } = await startProvider(() => {});
    const sender = createHttpSmsSender({ url, apiKey: API_KEY, senderId: "SCRLIF", timeoutMs: 200 });
    const started = Date.now();
    const error = await sender.send(sms).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).message).toContain("200 ms");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("throws DeliveryError on a network error", async () => {
    const failingFetch: typeof fetch = async () => {
      throw new TypeError("fetch failed");
    };
    const sender = createHttpSmsSender({
      url: "https://sms.example/v1/sms",
      apiKey: API_KEY,
      senderId: "SCRLIF",
      fetch: failingFetch,
    });
    await expect(sender.send(sms)).rejects.toThrow(DeliveryError);
  });

  it("refuses a malformed URL at creation", () => {
    expect(() => createHttpSmsSender({ url: "not a url", apiKey: API_KEY, senderId: "SCRLIF" })).toThrow(
      /not a valid/,
    );
  });
});

describe("renderSmsTemplate", () => {
  it("replaces every placeholder, literally", () => {
    expect(
      renderSmsTemplate("{code} / {code} for {brand}, {minutes} min", {
        code: "123456",
        minutes: 10,
        brand: "A$&B",
      }),
    ).toBe("123456 / 123456 for A$&B, 10 min");
  });

  it("fills the default template", () => {
    expect(
      renderSmsTemplate(DEFAULT_SMS_TEMPLATE, { code: "654321", minutes: 10, brand: "SeniorCare Relief" }),
    ).toBe(
      "654321 is your SeniorCare Relief verification code. It is valid for 10 minutes. Do not share it with anyone.",
    );
  });
});
