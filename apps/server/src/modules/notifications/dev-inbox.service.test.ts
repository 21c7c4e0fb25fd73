import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createConsoleSender } from "../../integrations/delivery/console-sender.ts";
import type { OutgoingMessage } from "../../integrations/delivery/types.ts";
import { createTestDatabase, TEST_DATABASES, type TestDbKind } from "../../test/harness.ts";
import { createDevInbox } from "./dev-inbox.service.ts";

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

describe.each(TEST_DATABASES)("the development inbox (%s)", (kind: TestDbKind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(kind));
  });
  afterAll(() => drop());
  // Each test reads a clean inbox.
  beforeEach(async () => {
    await database.db.execute(sql`delete from dev_inbox_messages`);
  });

  it("shows a message recorded through one process through another (one database)", async () => {
    const one = createDevInbox(database.db);
    const other = createDevInbox(database.db);
    await one.record(sms("+919830012345", "482913 is your code"));
    expect(await other.latestCode("+919830012345")).toBe("482913");
    expect((await other.list()).map((m) => m.text)).toEqual(["482913 is your code"]);
  });

  it("names an email's attachments and their sizes, keeping no content", async () => {
    const inbox = createDevInbox(database.db, { now: steppingClock() });
    const pdf = Buffer.from("%PDF-1.3 invoice");
    await inbox.record({
      ...email("asha@example.com", "Your receipt"),
      attachments: [
        { filename: "invoice-SCR-26-27-000001.pdf", contentType: "application/pdf", content: pdf },
      ],
    });
    expect((await inbox.list("asha@example.com"))[0]?.attachments).toEqual([
      { filename: "invoice-SCR-26-27-000001.pdf", content_type: "application/pdf", bytes: pdf.length },
    ]);
  });

  it("lists messages newest first with their time", async () => {
    const inbox = createDevInbox(database.db, { now: steppingClock() });
    await inbox.record(sms("+919830012345", "111111 is your code"));
    await inbox.record(email("asha@example.com", "222222 is your code"));
    await inbox.record(sms("+919830012345", "333333 is your code"));

    expect((await inbox.list("+919830012345")).map((m) => m.text)).toEqual([
      "333333 is your code",
      "111111 is your code",
    ]);
    expect((await inbox.list()).map((m) => m.text.slice(0, 6))).toEqual(["333333", "222222", "111111"]);
    expect(await inbox.list("asha@example.com")).toEqual([
      {
        channel: "email",
        to: "asha@example.com",
        subject: "Code",
        text: "222222 is your code",
        sent_at: "2025-08-01T10:00:02.000Z",
      },
    ]);
    expect(await inbox.list("nobody@example.com")).toEqual([]);
  });

  it("reads the last 6-digit number of the newest message", async () => {
    const inbox = createDevInbox(database.db);
    expect(await inbox.latestCode("+919830012345")).toBeNull();
    await inbox.record(sms("+919830012345", "Old code 111111"));
    await inbox.record(
      sms("+919830012345", "Call 9830012345 about 123456; your code is 654321. Valid 10 minutes."),
    );
    expect(await inbox.latestCode("+919830012345")).toBe("654321");
    await inbox.record(sms("+919830012345", "No code here"));
    expect(await inbox.latestCode("+919830012345")).toBeNull();
  });

  it("normalises addresses: emails lower-cased, all trimmed", async () => {
    const inbox = createDevInbox(database.db);
    await inbox.record(email("  Asha.Sen@Example.COM ", "code 246810"));
    expect((await inbox.list("asha.sen@example.com"))[0]?.to).toBe("asha.sen@example.com");
    expect(await inbox.latestCode("ASHA.SEN@example.com")).toBe("246810");
    await inbox.record(sms(" +919830012345", "code 135790"));
    expect(await inbox.latestCode("+919830012345 ")).toBe("135790");
  });

  it("finds an Indian number typed without +91, with 91, or with spaces", async () => {
    const inbox = createDevInbox(database.db);
    await inbox.record(sms("+919830012311", "code 112233"));
    for (const typed of ["9830012311", "919830012311", "98300 12311", "+91 98300-12311"]) {
      expect(await inbox.latestCode(typed), typed).toBe("112233");
      expect(await inbox.list(typed), typed).toHaveLength(1);
    }
    // Another country's number is not taken for an Indian one.
    expect(await inbox.list("+19830012311")).toHaveLength(0);
  });

  it("keeps only the 20 most recent messages per address", async () => {
    const inbox = createDevInbox(database.db);
    for (let i = 1; i <= 25; i++) {
      await inbox.record(sms("+919830012345", `code ${String(i).padStart(6, "0")}`));
    }
    await inbox.record(sms("+919830099999", "code 999999"));
    const texts = (await inbox.list("+919830012345")).map((m) => m.text);
    expect(texts).toHaveLength(20);
    expect(texts[0]).toBe("code 000025");
    expect(texts.at(-1)).toBe("code 000006");
    expect(await inbox.latestCode("+919830099999")).toBe("999999");
  });

  it("keeps at most the newest messages in all", async () => {
    const inbox = createDevInbox(database.db, { maxMessages: 3 });
    for (const n of [1, 2, 3, 4]) await inbox.record(email(`user${n}@example.com`, `10000${n}`));
    expect(await inbox.latestCode("user1@example.com")).toBeNull();
    expect((await inbox.list()).map((m) => m.to)).toEqual([
      "user4@example.com",
      "user3@example.com",
      "user2@example.com",
    ]);
  });

  it("is where the console sender records what it logs", async () => {
    const lines: Array<{ obj: object; msg: string }> = [];
    const inbox = createDevInbox(database.db);
    const sender = createConsoleSender({ info: (obj, msg) => lines.push({ obj, msg }) }, inbox);
    await sender.send(sms("+919830012345", "482913 is your code"));
    expect(lines).toEqual([
      {
        obj: { channel: "sms", to: "+919830012345", text: "482913 is your code" },
        msg: "development message",
      },
    ]);
    expect(await inbox.latestCode("+919830012345")).toBe("482913");
  });
});
