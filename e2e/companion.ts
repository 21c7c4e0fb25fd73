import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { latestCode } from "./inbox.ts";

/*
 * The care team in the browser tests (issue 26): the team confirms a visit with the companion it holds,
 * and that companion logs in to their own app, or to the API.
 */

export type AssignedCompanion = { companion_id: number; full_name: string; phone: string };

/** Confirms a booking as the team does (admin/takeaction/) and returns the companion it holds. */
export async function confirmAndFindCompanion(
  request: APIRequestContext,
  adminTokenValue: string,
  bookingId: number,
  memberPhone: string,
): Promise<AssignedCompanion> {
  const headers = { authorization: `Bearer ${adminTokenValue}` };
  const confirmed = await request.post("/api/admin/takeaction/", {
    headers,
    data: { booking_id: bookingId, action: "confirm" },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const listed = await request.post("/api/admin/getallservicebooking/", {
    headers,
    data: { page_index: 0, page_size: 10, search_string: memberPhone },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const items = (
    (await listed.json()) as {
      Data: {
        items: Array<{ booking_id: number; status: string; assigned_companion?: AssignedCompanion | null }>;
      };
    }
  ).Data.items;
  const booking = items.find((b) => b.booking_id === bookingId);
  expect(booking?.status).toBe("confirmed");
  expect(
    booking?.assigned_companion,
    "admin/getallservicebooking/ names the assigned companion",
  ).toBeTruthy();
  return booking?.assigned_companion as AssignedCompanion;
}

/** Development time travel: the visit began a moment ago (or, with `late`, more than 15 minutes ago). */
export async function visitStarted(request: APIRequestContext, bookingId: number, late = false) {
  const started = await request.post("/dev/sandbox/visit-started", {
    data: { booking_id: bookingId, ...(late ? { late: true } : {}) },
  });
  expect(started.status(), await started.text()).toBe(200);
}

/** The companion logs in on their phone: the number, a code by SMS (read from the development inbox). */
export async function logInAsCompanion(page: Page, request: APIRequestContext, phone: string) {
  await page.goto("/companion");
  await expect(page).toHaveURL(/\/companion\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Companion login" })).toBeVisible();
  await page.getByLabel("Mobile number").fill(phone);
  for (let tries = 0; ; tries++) {
    const sent = page.waitForResponse((r) => r.url().includes("/api/shared/generateotp/"));
    await page.getByRole("button", { name: "SEND OTP" }).click();
    const status = (await sent).status();
    if (status === 200) break;
    // Another test may have just sent this companion a code: wait out the resend interval.
    expect(status === 429 && tries < 5, `SEND OTP answered ${status}`).toBe(true);
    await page.waitForTimeout(3_500);
  }
  await expect(page.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
  await page.keyboard.type(await latestCode(request, phone));
  await expect(page).toHaveURL(/\/companion$/);
}
