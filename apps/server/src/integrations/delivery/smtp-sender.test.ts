import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpSender } from "./smtp-sender.ts";
import { DeliveryError, type OutgoingMessage } from "./types.ts";

const FROM = "SeniorCare Relief <no-reply@seniorcare.example>";
const otpEmail: OutgoingMessage = {
  channel: "email",
  to: "asha.sen@example.com",
  subject: "Your SeniorCare Relief verification code",
  text: "482913 is your SeniorCare Relief verification code. It is valid for 10 minutes.\nDo not share it <with> anyone.",
};

interface Received {
  rcptTo: string[];
  raw: Buffer;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(resolve))));
});

/** A real SMTP server on a free local port; plain text, no auth, no TLS. */
async function startSmtpServer(extra: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
    ...extra,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

/** A port that was free a moment ago and has nothing listening now. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("createSmtpSender", () => {
  it("delivers the code to the recipient over SMTP, as text with an escaped HTML alternative", async () => {
    const { url, received } = await startSmtpServer();
    const sender = createSmtpSender({ url, from: FROM });
    await sender.send(otpEmail);
    sender.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.rcptTo).toEqual(["asha.sen@example.com"]);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe(otpEmail.subject);
    expect(parsed.from?.text).toContain("no-reply@seniorcare.example");
    expect(parsed.text?.match(/(?<!\d)\d{6}(?!\d)/)?.[0]).toBe("482913");
    expect(parsed.text).toContain("Do not share it <with> anyone.");
    expect(parsed.html).toContain("482913");
    expect(parsed.html).toContain("&lt;with&gt;");
    expect(parsed.html).not.toMatch(/<(img|script|link)\b|https?:/i);
  });

  it("throws DeliveryError when the server rejects the recipient", async () => {
    const { url, received } = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const sender = createSmtpSender({ url, from: FROM });
    const error = await sender.send(otpEmail).catch((e: unknown) => e);
    sender.close();
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ channel: "email" });
    expect((error as DeliveryError).message).toMatch(/^SMTP delivery failed: .*550/);
    expect(received).toHaveLength(0);
  });

  it("throws DeliveryError quickly when nothing is listening", async () => {
    const port = await closedPort();
    const sender = createSmtpSender({ url: `smtp://user:s3cret@127.0.0.1:${port}`, from: FROM });
    const started = Date.now();
    const error = await sender.send(otpEmail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).message).not.toContain("s3cret");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
