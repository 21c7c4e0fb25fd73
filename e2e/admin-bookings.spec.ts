import { type APIRequestContext, expect, test } from "@playwright/test";
import { E2E_ADMIN, latestCode } from "./inbox.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, serviceIdOf } from "./members.ts";

/**
 * The operations team on /admin/bookings (issue 13, first slice): find a family's booking by the member's
 * phone, confirm one and reject another with a reason; the family's own list shows the new statuses.
 */

/** Logs the seeded administrator in through the API (by phone on one project, by email on the other). */
async function adminToken(request: APIRequestContext, byEmail: boolean): Promise<string> {
  const flag = byEmail ? "E" : "P";
  const value = byEmail ? E2E_ADMIN.email : E2E_ADMIN.phone;
  const send = () =>
    request.post("/api/shared/generateotp/", {
      data: { email_phn_flag: flag, [byEmail ? "email" : "phone"]: value, login_flag: true, user_type: 2 },
    });
  // Other specs log the same administrator in: wait out the resend interval if one just did.
  let sent = await send();
  for (let tries = 0; sent.status() === 429 && tries < 5; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    sent = await send();
  }
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await latestCode(request, value);
  const res = await request.post("/api/admin/login/", {
    data: { email_phn_flag: flag, user_name: value, otp, user_type: 2 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Token: string }).Token;
}

async function statusesOf(request: APIRequestContext, token: string) {
  const res = await request.post("/api/users/getallbookings/", {
    headers: { authorization: `Bearer ${token}` },
    data: { page_index: 0, page_size: 10 },
  });
  const items = ((await res.json()) as { Data: { items: { booking_id: number; status: string }[] } }).Data
    .items;
  return Object.fromEntries(items.map((b) => [b.booking_id, b.status]));
}

test("an administrator finds a family's bookings by phone, confirms one and rejects another with a reason", async ({
  page,
  request,
}, testInfo) => {
  const member = await createMember(request, `adm${testInfo.project.name[0]}`, "Kavita Rao");
  await buyPlan(request, member);
  const lovedOneId = await addLovedOne(request, member);
  const serviceId = await serviceIdOf(request, "GEN-COMPANION");
  const first = await bookVisit(request, member, { lovedOneId, serviceId });
  const second = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 1 });

  const token = await adminToken(request, testInfo.project.name === "phone");
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
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Service bookings" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(member.phone);
  await expect(page.getByText("Service bookings fetched successfully!").first()).toBeVisible();
  const confirm = page.getByRole("button", { name: `Confirm booking #${first.booking_id}` });
  await expect(confirm).toBeVisible();
  // The filtered page has arrived (not the previous one, dimmed, while the search loads).
  await expect(page.getByTestId("admin-bookings-list")).toHaveAttribute("aria-busy", "false");

  await confirm.click();
  await expect(page.getByText("Action taken on service booking successfully!").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Confirm booking #${first.booking_id}` })).toHaveCount(0);

  await page.getByRole("button", { name: `Reject booking #${second.booking_id}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this booking?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Reject booking" }).click();
  await expect(dialog.getByText("Please give the reason; the family will see it")).toBeVisible();
  await dialog.getByLabel(/Why is it rejected\?/).fill("No caregiver free that morning");
  await dialog.getByRole("button", { name: "Reject booking" }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(() => statusesOf(request, member.token))
    .toMatchObject({ [first.booking_id]: "confirmed", [second.booking_id]: "rejected" });
});
