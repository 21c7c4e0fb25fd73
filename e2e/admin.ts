import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, inboxCount, latestCode } from "./inbox.ts";

/** The seeded administrator's contact: by phone on one project, by email on the other (they run at once). */
export function adminContact(projectName: string): { flag: "P" | "E"; value: string } {
  return projectName === "phone"
    ? { flag: "E", value: E2E_ADMIN.email }
    : { flag: "P", value: E2E_ADMIN.phone };
}

/** Other specs log the same administrator in: wait out the resend interval when one just did. */
async function sendAdminCode(request: APIRequestContext, flag: "P" | "E", value: string) {
  const send = () =>
    request.post("/api/shared/generateotp/", {
      data: {
        email_phn_flag: flag,
        [flag === "E" ? "email" : "phone"]: value,
        login_flag: true,
        user_type: 2,
      },
    });
  let sent = await send();
  for (let tries = 0; sent.status() === 429 && tries < 5; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    sent = await send();
  }
  expect(sent.status(), await sent.text()).toBe(200);
}

/**
 * One API session per contact and worker: the server sends at most 5 codes an hour to one phone or
 * email, and several specs act as this administrator. No test using it logs that session out.
 */
const sessions = new Map<string, Promise<string>>();

/** Logs the seeded administrator in through the API (once per worker and contact); the session token. */
export function adminToken(request: APIRequestContext, projectName: string): Promise<string> {
  const { value } = adminContact(projectName);
  let session = sessions.get(value);
  if (!session) {
    session = newAdminToken(request, projectName);
    sessions.set(value, session);
    // A failed login is not kept: the next test tries again.
    session.catch(() => sessions.delete(value));
  }
  return session;
}

async function newAdminToken(request: APIRequestContext, projectName: string): Promise<string> {
  const { flag, value } = adminContact(projectName);
  await sendAdminCode(request, flag, value);
  const otp = await latestCode(request, value);
  const res = await request.post("/api/admin/login/", {
    data: { email_phn_flag: flag, user_name: value, otp, user_type: 2 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Token: string }).Token;
}

/** Puts an administrator's session into the browser before the app loads, as a login would leave it. */
export async function seedAdminSession(page: Page, token: string) {
  await page.addInitScript(
    ([t, name, email]) => {
      window.localStorage.setItem("eldercare.session-token", t);
      window.localStorage.setItem(
        "eldercare.session",
        JSON.stringify({ kind: "admin", admin: { user_name: name, email } }),
      );
    },
    [token, E2E_ADMIN.name, E2E_ADMIN.email] as const,
  );
}

/** Log in → Login as Admin, from the header of the page shown: the Admin Login dialog. */
export async function openAdminLogin(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
  await page
    .getByRole("dialog", { name: "User Login" })
    .getByRole("button", { name: "Login as Admin" })
    .click();
  return page.getByRole("dialog", { name: "Admin Login" });
}

/**
 * The Admin Login dialog, as a person does it: Log in → Login as Admin → phone or email → SEND OTP → the
 * six digits. Retries SEND OTP while another spec's code for the same administrator blocks a resend.
 */
export async function loginAdminInBrowser(page: Page, projectName: string) {
  const { flag, value } = adminContact(projectName);
  const dialog = await openAdminLogin(page);
  await expect(dialog).toBeVisible();
  if (flag === "E") {
    await dialog.getByRole("radio", { name: "Email" }).click();
    await dialog.getByLabel("Email address").fill(value);
  } else {
    await dialog.getByLabel("Phone number").fill(value);
  }
  const before = await inboxCount(page.request, value);
  for (let tries = 0; ; tries++) {
    const sent = page.waitForResponse((r) => r.url().includes("/api/shared/generateotp/"));
    await dialog.getByRole("button", { name: "SEND OTP" }).click();
    const status = (await sent).status();
    if (status === 200) break;
    expect(status === 429 && tries < 5, `SEND OTP answered ${status}`).toBe(true);
    await page.waitForTimeout(3_500);
  }
  await expect.poll(() => inboxCount(page.request, value)).toBeGreaterThan(before);
  await expect(dialog.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
  await page.keyboard.type(await latestCode(page.request, value));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The console's menu, in order (the account menu lists the same entries, then Logout). */
export const CONSOLE_MENU = [
  "Dashboard",
  "Members",
  "Service bookings",
  "Care schedules",
  "Schedule board",
  "Reschedule requests",
  "Refunds",
  "Companions",
  "Enquiries",
  "FAQs",
  "Staff",
  "Holidays",
  "Audit log",
  "My profile",
];
