import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { waitForAppOnNavigation } from "./fixtures.ts";
import { latestCode } from "./inbox.ts";
import {
  addLovedOne,
  bookVisit,
  buyPlan,
  createMember,
  type LovedOneSeed,
  SITA_DEVI,
  serviceIdOf,
} from "./members.ts";

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

/**
 * Development time travel: the confirmed visit began a moment ago (with `late`, more than 15 minutes ago)
 * and returns who holds it. When its companion already has a visit in that shift today (other tests move
 * visits to today too), the team first gives it to another companion suggested for it, as it would.
 */
export async function startVisit(
  request: APIRequestContext,
  adminTokenValue: string,
  bookingId: number,
  held: AssignedCompanion,
  late = false,
): Promise<AssignedCompanion> {
  const headers = { authorization: `Bearer ${adminTokenValue}` };
  let holder = held;
  for (let tries = 0; ; tries++) {
    const started = await request.post("/dev/sandbox/visit-started", {
      data: { booking_id: bookingId, late },
    });
    if (started.status() === 200) return holder;
    expect(started.status() === 409 && tries < 4, await started.text()).toBe(true);
    const suggested = await request.post("/api/admin/suggestcompanions/", {
      headers,
      data: { booking_id: bookingId },
    });
    expect(suggested.status(), await suggested.text()).toBe(200);
    const others = (
      (await suggested.json()) as { Data: { suggestions: Array<AssignedCompanion & { current: boolean }> } }
    ).Data.suggestions.filter((c) => !c.current);
    const next = others[tries];
    expect(next, "another companion free for the visit").toBeTruthy();
    const assigned = await request.post("/api/admin/assigncompanion/", {
      headers,
      data: {
        booking_id: bookingId,
        companion_id: next?.companion_id,
        confirm: false,
        reason: "Cover for a busy day",
      },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    holder = next as AssignedCompanion;
  }
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

/**
 * A family with a plan, a loved one and a companion visit booked, confirmed by the team: the start of
 * every test of the companion's day. Returns the member, the booking and the companion who holds it.
 */
export async function confirmedVisit(
  request: APIRequestContext,
  adminTokenValue: string,
  family: {
    prefix: string;
    memberName: string;
    lovedOne?: Partial<LovedOneSeed>;
    booking?: Omit<Parameters<typeof bookVisit>[2], "lovedOneId" | "serviceId">;
  },
) {
  const member = await createMember(request, family.prefix, family.memberName);
  await buyPlan(request, member);
  const lovedOneId = await addLovedOne(request, member, { ...SITA_DEVI, ...family.lovedOne });
  const serviceId = await serviceIdOf(request, "GEN-COMPANION");
  const booking = await bookVisit(request, member, { lovedOneId, serviceId, ...family.booking });
  const held = await confirmAndFindCompanion(request, adminTokenValue, booking.booking_id, member.phone);
  return { member, booking, held };
}

/** The companion's phone, whichever size the family's screen is: a browser of its own, 390 px with touch. */
export async function companionPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  return { phone: waitForAppOnNavigation(await context.newPage()), close: () => context.close() };
}

/**
 * The companion files the visit's report through the API (their login by code, check-in, check-out, the
 * report): for tests about what the family sees afterwards, not about the companion's app.
 */
export async function fileReportByApi(
  request: APIRequestContext,
  companionPhoneE164: string,
  bookingId: number,
  familyNote: string,
  /** What worried the companion, flagged as a concern in the report (issue 42); none by default. */
  concern?: string,
) {
  const phone = companionPhoneE164.replace(/^\+91/, "");
  for (let tries = 0; ; tries++) {
    const sent = await request.post("/api/shared/generateotp/", {
      data: { email_phn_flag: "P", phone, login_flag: true, user_type: 3 },
    });
    if (sent.status() === 200) break;
    // Another test may have just sent this companion a code: wait out the resend interval.
    expect(sent.status() === 429 && tries < 5, await sent.text()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
  }
  const login = await request.post("/api/companion/login/", {
    data: { email_phn_flag: "P", user_name: phone, otp: await latestCode(request, phone), user_type: 3 },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { Token: string }).Token}` };
  for (const [path, data] of [
    ["companion/checkin/", { booking_id: bookingId }],
    ["companion/checkout/", { booking_id: bookingId }],
    [
      "companion/submitreport/",
      {
        booking_id: bookingId,
        tasks: ["conversation"],
        mood: 4,
        concern: concern !== undefined,
        ...(concern !== undefined ? { concern_note: concern } : {}),
        family_note: familyNote,
      },
    ],
  ] as const) {
    const res = await request.post(`/api/${path}`, { headers, data });
    expect(res.status(), `${path} ${await res.text()}`).toBe(200);
  }
}
