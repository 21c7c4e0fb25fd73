import { afterEach, describe, expect, it } from "vitest";
import { startFakeWhatsApp } from "../../test/fake-whatsapp.ts";
import { DeliveryError, type OutgoingMessage } from "./types.ts";
import { createWhatsAppCloudSender, templateParameter } from "./whatsapp-cloud-sender.ts";

/*
 * The WhatsApp Business Cloud API adapter (issue 29, decision 0061), against a fake Cloud API the test
 * starts: one approved template, the subject and text as its two body parameters, the message's id back.
 */

const message: OutgoingMessage = {
  channel: "whatsapp",
  to: "+919830012345",
  subject: "Confirmed: Companion Visit for Sita Devi on 15 Dec 2026 (booking #12)",
  text: "Confirmed: Companion Visit for Sita Devi\nYour companion: Anita, who speaks Bengali, Hindi.",
};

const fakes: Awaited<ReturnType<typeof startFakeWhatsApp>>[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});
async function fake() {
  const f = await startFakeWhatsApp();
  fakes.push(f);
  return f;
}
const senderFor = (apiUrl: string, timeoutMs?: number) =>
  createWhatsAppCloudSender({
    apiUrl,
    phoneNumberId: "106540352242922",
    token: "EAAG-test-token",
    template: "care_update",
    language: "en",
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe("createWhatsAppCloudSender", () => {
  it("sends the template to the number without its +, with the bearer token, and returns the wamid", async () => {
    const f = await fake();
    const receipt = await senderFor(f.apiUrl).send(message);
    expect(f.received).toEqual([
      {
        path: "/v21.0/106540352242922/messages",
        authorization: "Bearer EAAG-test-token",
        to: "919830012345",
        template: "care_update",
        language: "en",
        parameters: [
          message.subject,
          "Confirmed: Companion Visit for Sita Devi · Your companion: Anita, who speaks Bengali, Hindi.",
        ],
        id: "wamid.FAKE000001",
      },
    ]);
    expect(receipt).toEqual({ providerMessageId: "wamid.FAKE000001" });
  });

  it("fails with Meta's reason when the API refuses, so the outbox can fall back", async () => {
    const f = await fake();
    f.fail(400, "Message undeliverable");
    const sending = senderFor(f.apiUrl).send(message);
    await expect(sending).rejects.toBeInstanceOf(DeliveryError);
    await expect(senderFor(f.apiUrl).send(message)).rejects.toThrow(
      "WhatsApp answered HTTP 400: Message undeliverable",
    );
  });

  it("fails when nothing answers in time", async () => {
    const silent = await import("node:http").then(
      ({ createServer }) =>
        new Promise<{ url: string; close: () => void }>((resolve) => {
          const server = createServer(() => {});
          server.listen(0, "127.0.0.1", () => {
            const { port } = server.address() as { port: number };
            resolve({
              url: `http://127.0.0.1:${port}`,
              close: () => {
                server.closeAllConnections();
                server.close();
              },
            });
          });
        }),
    );
    try {
      await expect(senderFor(silent.url, 200).send(message)).rejects.toThrow("no answer within 200 ms");
    } finally {
      silent.close();
    }
  });

  it("refuses a malformed API address at start-up", () => {
    expect(() => senderFor("not a url")).toThrow("not a valid absolute URL");
  });
});

describe("templateParameter", () => {
  it("keeps a parameter to what WhatsApp accepts: one line, single spaces, at most 1024 characters", () => {
    expect(templateParameter("  A\n\n  B\tC     D \n")).toBe("A · B C D");
    const long = templateParameter("x".repeat(2000));
    expect(long).toHaveLength(1024);
    expect(long.endsWith("…")).toBe(true);
  });
});
