import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createSenders, type SendersOptions } from "./create-senders.ts";
import type { DevInbox } from "./dev-inbox.ts";
import type { DeliveryLogger, OutgoingMessage } from "./types.ts";

const silent: DeliveryLogger = { info: () => {} };
const inbox = { record: async () => {} } as unknown as DevInbox;
const base: SendersOptions = {
  inbox,
  smsProvider: "console",
  emailProvider: "console",
  mailFrom: "SeniorCare Relief <no-reply@seniorcare.example>",
  smsSenderId: "SCRLIF",
  log: silent,
};

describe("createSenders", () => {
  it("uses the console senders and records both channels in the inbox in development", async () => {
    const recorded: OutgoingMessage[] = [];
    const inbox = { record: async (m: OutgoingMessage) => void recorded.push(m) } as unknown as DevInbox;
    const senders = createSenders({ ...base, inbox });
    expect(senders.inbox).toBe(inbox);
    await senders.sms.send({ channel: "sms", to: "+919830012345", subject: "Code", text: "111222" });
    await senders.email.send({ channel: "email", to: "a@example.com", subject: "Code", text: "333444" });
    expect(recorded.map((m) => [m.to, m.text])).toEqual([
      ["+919830012345", "111222"],
      ["a@example.com", "333444"],
    ]);
    await senders.close();
  });

  it("names the missing option for a real provider", () => {
    expect(() => createSenders({ ...base, emailProvider: "smtp" })).toThrow(/smtpUrl/);
    expect(() => createSenders({ ...base, smsProvider: "http", smsApiKey: "k" })).toThrow(/smsHttpUrl/);
    expect(() =>
      createSenders({ ...base, smsProvider: "http", smsHttpUrl: "https://sms.example/v1" }),
    ).toThrow(/smsApiKey/);
  });

  it("has no inbox when no provider is the console", async () => {
    const senders = createSenders({
      ...base,
      smsProvider: "http",
      smsHttpUrl: "https://sms.example/v1/sms",
      smsApiKey: "k",
      emailProvider: "smtp",
      smtpUrl: "smtp://127.0.0.1:2525",
    });
    expect(senders.inbox).toBeNull();
    await senders.close();
  });

  it("keeps the inbox when only one provider is the console", async () => {
    const senders = createSenders({ ...base, emailProvider: "smtp", smtpUrl: "smtp://127.0.0.1:2525" });
    expect(senders.inbox).not.toBeNull();
    await senders.close();
  });

  it("never logs a code in clear in production, and keeps no inbox there", async () => {
    const logged: unknown[] = [];
    const senders = createSenders({
      ...base,
      production: true,
      log: { info: (obj) => void logged.push(obj) },
    });
    expect(senders.inbox).toBeNull();
    await senders.sms.send({
      channel: "sms",
      to: "+919830012345",
      subject: "Code",
      text: "482913 is your SeniorCare Relief verification code.",
    });
    expect(JSON.stringify(logged)).not.toContain("482913");
    expect(JSON.stringify(logged)).toContain("****** is your SeniorCare Relief verification code.");
  });

  it("accepts Fastify's logger", async () => {
    const app = Fastify({ logger: false });
    const senders = createSenders({ ...base, log: app.log });
    expect(senders.inbox).not.toBeNull();
    await app.close();
  });
});
