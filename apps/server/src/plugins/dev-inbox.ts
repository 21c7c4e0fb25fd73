import type { FastifyInstance } from "fastify";
import { localOnly } from "../http/local-only.ts";
import type { DevInbox, InboxMessage } from "../integrations/delivery/dev-inbox.ts";
import { escapeHtml } from "../integrations/delivery/escape-html.ts";

export interface DevInboxPluginOptions {
  inbox: DevInbox;
}

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "medium",
});

// No scripts (CSP forbids inline ones and the page needs none); an inline <style> is allowed.
const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
form { display: flex; gap: .5rem; align-items: end; margin-bottom: 1.5rem; }
input { padding: .4rem; font: inherit; min-width: 20rem; }
button, .reset { padding: .4rem .8rem; font: inherit; }
section { border-top: 1px solid #d1d5db; padding-top: .5rem; margin-top: 1rem; }
article { background: #f3f4f6; border-radius: .4rem; padding: .6rem .8rem; margin: .5rem 0; }
.meta { color: #4b5563; font-size: .9rem; }
pre { white-space: pre-wrap; margin: .4rem 0 0; font-size: 1rem; }
`;

function queryAddress(query: unknown): string | undefined {
  const to = (query as { to?: unknown } | undefined)?.to;
  if (typeof to !== "string" || to.trim() === "") return undefined;
  // An unencoded `?to=+9198…` arrives as " 9198…" (a query's "+" means space): read it as the phone number.
  return to.replace(/^ (?=\d+$)/, "+");
}

function renderMessage(m: InboxMessage): string {
  const time = timeFormat.format(new Date(m.sent_at));
  return `<article>
<div class="meta"><time datetime="${escapeHtml(m.sent_at)}">${escapeHtml(time)} IST</time> · ${m.channel === "sms" ? "SMS" : "Email"} · ${escapeHtml(m.subject)}</div>
<pre>${escapeHtml(m.text)}</pre>
</article>`;
}

function renderPage(messages: InboxMessage[], filter: string | undefined): string {
  // Group by address, keeping the address with the newest message first.
  const groups = new Map<string, InboxMessage[]>();
  for (const m of messages) groups.set(m.to, [...(groups.get(m.to) ?? []), m]);
  const sections = [...groups]
    .map(
      ([to, list]) => `<section><h2>${escapeHtml(to)}</h2>\n${list.map(renderMessage).join("\n")}</section>`,
    )
    .join("\n");
  const empty = filter ? `No messages to ${escapeHtml(filter)}.` : "No messages yet.";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Development inbox</title><style>${STYLE}</style></head>
<body>
<main>
<h1>Development inbox</h1>
<p>Messages the console providers would have sent (newest first). Development only.</p>
<form method="get" action="/dev/inbox">
<label>Phone or email <input type="text" name="to" value="${escapeHtml(filter ?? "")}" autocomplete="off"></label>
<button type="submit">Filter</button> <a class="reset" href="/dev/inbox">Show all</a>
</form>
${sections || `<p>${empty}</p>`}
</main>
</body>
</html>`;
}

/**
 * Shows what the console providers "sent", for people (GET /dev/inbox) and browser tests
 * (GET /dev/inbox.json?to=…). Registered only outside production, and answers only this machine: it
 * exposes live codes.
 */
export async function devInboxPlugin(app: FastifyInstance, opts: DevInboxPluginOptions) {
  // Live codes: only for the machine the server runs on.
  const hidden = { schema: { hide: true }, preHandler: localOnly };

  app.get("/dev/inbox", hidden, async (request, reply) => {
    const filter = queryAddress(request.query);
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(renderPage(await opts.inbox.list(filter), filter));
  });

  app.get("/dev/inbox.json", hidden, async (request, reply) => {
    const to = queryAddress(request.query);
    reply.header("cache-control", "no-store");
    return { messages: await opts.inbox.list(to), latest_code: to ? await opts.inbox.latestCode(to) : null };
  });
}
