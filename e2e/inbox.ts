import { type APIRequestContext, expect } from "@playwright/test";

/** The newest one-time code sent to a phone ("9830012345") or email, read from the development inbox. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const address = /^\d{10}$/.test(to) ? `+91${to}` : to.toLowerCase();
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(address)}`);
        code = ((await res.json()) as { latest_code: string | null }).latest_code;
        return code;
      },
      { message: `a code for ${address} in the development inbox` },
    )
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

let seq = 0;
/** A phone and email no other test (or project) uses. */
export function uniqueContact(prefix: string) {
  seq += 1;
  const digits = `${Date.now()}${seq}${Math.floor(Math.random() * 100)}`.slice(-9);
  const phone = `7${digits}`;
  return { phone, email: `${prefix}.${phone}@example.com` };
}

/** The administrator the browser tests' server creates at start (playwright.config.ts). */
export const E2E_ADMIN = {
  name: "Operations Desk",
  phone: "9000000001",
  email: "admin@seniorcare.example",
} as const;

function inboxAddress(to: string): string {
  return /^\d{10}$/.test(to) ? `+91${to}` : to.toLowerCase();
}

/** How many messages the development inbox holds for a phone or email. */
export async function inboxCount(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(inboxAddress(to))}`);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

/**
 * Does `send` (say, a click on "Send code") and resolves with the code of the message it caused, never
 * an older one still in the inbox (a phone used again after its account was erased has several).
 */
export async function codeSentBy(
  request: APIRequestContext,
  to: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = await inboxCount(request, to);
  await send();
  await expect
    .poll(() => inboxCount(request, to), { message: `a new message to ${to}` })
    .toBeGreaterThan(before);
  return latestCode(request, to);
}
