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
