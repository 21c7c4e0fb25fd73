import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevInbox } from "../modules/notifications/dev-inbox.service.ts";
import { createTestDatabase } from "../test/harness.ts";
import { devInboxPlugin } from "./dev-inbox.ts";

describe("devInboxPlugin", () => {
  let app: FastifyInstance;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const created = await createTestDatabase("pglite");
    drop = created.drop;
    const inbox = createDevInbox(created.database.db);
    app = Fastify({ logger: false });
    await app.register(devInboxPlugin, { inbox });
    await app.ready();
    await inbox.record({
      channel: "email",
      to: "Asha@Example.com",
      subject: "Your code",
      text: '482913 is your code <script>alert("x")</script>',
    });
    await inbox.record({ channel: "sms", to: "+919830012345", subject: "Code", text: "135790 is your code" });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("renders an HTML page listing messages per address, escaped and without scripts", async () => {
    const res = await app.inject({ method: "GET", url: "/dev/inbox" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("<title>Development inbox</title>");
    expect(res.body).toContain("<h2>asha@example.com</h2>");
    expect(res.body).toContain("<h2>+919830012345</h2>");
    expect(res.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(res.body).not.toMatch(/<script/i);
    // Newest address first.
    expect(res.body.indexOf("+919830012345")).toBeLessThan(res.body.indexOf("asha@example.com"));
  });

  it("filters by ?to= and echoes the filter escaped", async () => {
    const res = await app.inject({ method: "GET", url: "/dev/inbox", query: { to: "ASHA@example.com" } });
    expect(res.body).toContain("482913 is your code");
    expect(res.body).not.toContain("135790");
    expect(res.body).toContain('value="ASHA@example.com"');

    const none = await app.inject({ method: "GET", url: "/dev/inbox", query: { to: '"><b>x' } });
    expect(none.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(none.body).toContain("No messages to &quot;&gt;&lt;b&gt;x.");
  });

  it("returns the messages and the latest code as JSON", async () => {
    const res = await app.inject({ method: "GET", url: "/dev/inbox.json", query: { to: "+919830012345" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      messages: [
        {
          channel: "sms",
          to: "+919830012345",
          subject: "Code",
          text: "135790 is your code",
          sent_at: expect.any(String),
        },
      ],
      latest_code: "135790",
    });
    const unencoded = await app.inject({ method: "GET", url: "/dev/inbox.json?to=+919830012345" });
    expect(unencoded.json()).toMatchObject({ latest_code: "135790" });
    const unknown = await app.inject({ method: "GET", url: "/dev/inbox.json?to=nobody@example.com" });
    expect(unknown.json()).toEqual({ messages: [], latest_code: null });
  });

  it("answers only requests from this machine", async () => {
    for (const remoteAddress of ["203.0.113.5", "10.0.0.8", "::ffff:192.0.2.1"]) {
      for (const url of ["/dev/inbox", "/dev/inbox.json?to=%2B919830012345"]) {
        const res = await app.inject({ method: "GET", url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain("135790");
      }
    }
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await app.inject({
        method: "GET",
        url: "/dev/inbox.json?to=%2B919830012345",
        remoteAddress,
      });
      expect(res.json().latest_code).toBe("135790");
    }
  });
});
