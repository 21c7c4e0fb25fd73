import { describe, expect, it } from "vitest";
import { createConsoleSender } from "./console-sender.ts";
import { DevInbox } from "./dev-inbox.ts";
import type { OutgoingMessage } from "./types.ts";

const email = (to: string, text: string): OutgoingMessage => ({
  channel: "email",
  to,
  subject: "Code",
  text,
});
const sms = (to: string, text: string): OutgoingMessage => ({ channel: "sms", to, subject: "Code", text });

/** A clock that moves one second per call, so messages get distinct, predictable times. */
function steppingClock(start = Date.parse("2025-08-01T10:00:00Z")) {
  let t = start;
  return () => {
    t += 1000;
    return new Date(t);
  };
}

describe("DevInbox", () => {
  it("names an email's attachments and their sizes, keeping no content", () => {
    const inbox = new DevInbox({ now: steppingClock() });
    const pdf = Buffer.from("%PDF-1.3 invoice");
    inbox.record({
      ...email("asha@example.com", "Your receipt"),
      attachments: [
        { filename: "invoice-SCR-26-27-000001.pdf", contentType: "application/pdf", content: pdf },
      ],
    });
    expect(inbox.list("asha@example.com")[0]?.attachments).toEqual([
      { filename: "invoice-SCR-26-27-000001.pdf", content_type: "application/pdf", bytes: pdf.length },
    ]);
  });

  it("lists messages newest first with their time", () => {
    const inbox = new DevInbox({ now: steppingClock() });
    inbox.record(sms("+919830012345", "111111 is your code"));
    inbox.record(email("asha@example.com", "222222 is your code"));
    inbox.record(sms("+919830012345", "333333 is your code"));

    expect(inbox.list("+919830012345").map((m) => m.text)).toEqual([
      "333333 is your code",
      "111111 is your code",
    ]);
    expect(inbox.list().map((m) => m.text.slice(0, 6))).toEqual(["333333", "222222", "111111"]);
    expect(inbox.list("asha@example.com")).toEqual([
      {
        channel: "email",
        to: "asha@example.com",
        subject: "Code",
        text: "222222 is your code",
        sent_at: "2025-08-01T10:00:02.000Z",
      },
    ]);
    expect(inbox.list("nobody@example.com")).toEqual([]);
  });

  it("reads the last 6-digit number of the newest message", () => {
    const inbox = new DevInbox();
    expect(inbox.latestCode("+919830012345")).toBeNull();
    inbox.record(sms("+919830012345", "Old code 111111"));
    inbox.record(
      sms("+919830012345", "Call 9830012345 about 123456; your code is 654321. Valid 10 minutes."),
    );
    expect(inbox.latestCode("+919830012345")).toBe("654321");
    inbox.record(sms("+919830012345", "No code here"));
    expect(inbox.latestCode("+919830012345")).toBeNull();
  });

  it("normalises addresses: emails lower-cased, all trimmed", () => {
    const inbox = new DevInbox();
    inbox.record(email("  Asha.Sen@Example.COM ", "code 246810"));
    expect(inbox.list("asha.sen@example.com")[0]?.to).toBe("asha.sen@example.com");
    expect(inbox.latestCode("ASHA.SEN@example.com")).toBe("246810");
    inbox.record(sms(" +919830012345", "code 135790"));
    expect(inbox.latestCode("+919830012345 ")).toBe("135790");
  });

  it("finds an Indian number typed without +91, with 91, or with spaces", () => {
    const inbox = new DevInbox();
    inbox.record(sms("+919830012311", "code 112233"));
    for (const typed of ["9830012311", "919830012311", "98300 12311", "+91 98300-12311"]) {
      expect(inbox.latestCode(typed), typed).toBe("112233");
      expect(inbox.list(typed), typed).toHaveLength(1);
    }
    // Another country's number is not taken for an Indian one.
    expect(inbox.list("+19830012311")).toHaveLength(0);
  });

  it("keeps only the 20 most recent messages per address", () => {
    const inbox = new DevInbox();
    for (let i = 1; i <= 25; i++) inbox.record(sms("+919830012345", `code ${String(i).padStart(6, "0")}`));
    const texts = inbox.list("+919830012345").map((m) => m.text);
    expect(texts).toHaveLength(20);
    expect(texts[0]).toBe("code 000025");
    expect(texts.at(-1)).toBe("code 000006");
  });

  it("forgets the least recently used address beyond the address limit", () => {
    const inbox = new DevInbox({ maxAddresses: 2 });
    inbox.record(email("a@example.com", "100001"));
    inbox.record(email("b@example.com", "100002"));
    inbox.record(email("a@example.com", "100003"));
    inbox.record(email("c@example.com", "100004"));
    expect(inbox.latestCode("b@example.com")).toBeNull();
    expect(inbox.latestCode("a@example.com")).toBe("100003");
    expect(inbox.latestCode("c@example.com")).toBe("100004");
  });

  it("defaults to at most 500 addresses", () => {
    const inbox = new DevInbox();
    for (let i = 0; i < 501; i++) inbox.record(email(`user${i}@example.com`, "123456"));
    expect(inbox.latestCode("user0@example.com")).toBeNull();
    expect(inbox.latestCode("user1@example.com")).toBe("123456");
    expect(new Set(inbox.list().map((m) => m.to)).size).toBe(500);
  });
});

describe("createConsoleSender", () => {
  it("logs the message (code included) and records it in the inbox", async () => {
    const lines: Array<{ obj: object; msg: string }> = [];
    const inbox = new DevInbox();
    const sender = createConsoleSender({ info: (obj, msg) => lines.push({ obj, msg }) }, inbox);
    await sender.send(sms("+919830012345", "482913 is your code"));
    expect(lines).toEqual([
      {
        obj: { channel: "sms", to: "+919830012345", text: "482913 is your code" },
        msg: "development message",
      },
    ]);
    expect(inbox.latestCode("+919830012345")).toBe("482913");
  });
});
