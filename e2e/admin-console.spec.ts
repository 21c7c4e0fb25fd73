import { readFile } from "node:fs/promises";
import { ADMIN_ENQUIRY_MESSAGES, ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from "@eldercare/contracts";
import { adminToken, loginAdminInBrowser, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
  waitForAppOnNavigation,
} from "./fixtures.ts";
import { latestCode, uniqueContact } from "./inbox.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, openSlots, serviceIdOf } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Issue 13's day in the console, at desktop size (the operations team works at a desk; the lists that
 * are cards on a phone are checked at both sizes by admin-bookings.spec.ts and the enquiry test below):
 * log in → the dashboard's figures are the server's → find a member by phone and open their page →
 * confirm a visit, then complete it, and the family's My bookings shows it → approve a reschedule request
 * → answer a visitor's question as an FAQ that the public FAQ page shows → the audit log holds every step
 * → export the bookings as CSV → a session revoked elsewhere ends at the next call with 'Please Login
 * again to continue.'.
 */

type Member = Awaited<ReturnType<typeof createMember>>;

async function dashboardFigures(request: APIRequestContext, token: string) {
  const res = await request.get("/api/admin/dashboard/", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { Data: { members: { total: number }; bookings: { waiting_confirmation: number } } }
  ).Data;
}

/** The member's own My bookings, in a browser of their own. */
async function memberSees(browser: Browser, baseURL: string, member: Member, text: RegExp) {
  const context = await browser.newContext({ baseURL });
  const page = waitForAppOnNavigation(await context.newPage());
  await signInAs(page, member);
  await page.goto("/planandservicedetails");
  await expect(page.getByRole("main").getByText(text).filter({ visible: true }).first()).toBeVisible();
  await context.close();
}

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

// Desktop only: the operations team's day, the same logic at any size.
test(
  "the operations team runs a day from the console",
  { tag: "@desktop-only" },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const member = await createMember(request, `con${testInfo.project.name[0]}`, "Lakshmi Narayanan");
    await buyPlan(request, member);
    const lovedOneId = await addLovedOne(request, member);
    const serviceId = await serviceIdOf(request, "GEN-COMPANION");
    const visit = await bookVisit(request, member, { lovedOneId, serviceId });
    const moving = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 2 });
    const target = (await openSlots(request, member, { lovedOneId, serviceId }, 6)).find(
      (s) => s.date > moving.visit_date,
    );
    if (!target) throw new Error("no later day to move the visit to");
    const asked = await request.post("/api/users/requestreschedule/", {
      headers: { authorization: `Bearer ${member.token}` },
      data: {
        booking_id: moving.booking_id,
        visit_date: target.date,
        shift_type: target.shift,
        start_time: target.start,
        reason: "Family wedding that week",
      },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const question = `Can a companion read the newspaper aloud in Tamil? (${tag})`;
    const sent = await request.post("/api/shared/createquestion/", {
      data: { user_name: "Meera Iyer", email: `meera.${tag}@example.com`, question },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    // Log in as the operations team.
    await page.goto("/");
    await loginAdminInBrowser(page, testInfo.project.name);
    const token = await page.evaluate(() => window.localStorage.getItem("eldercare.session-token"));
    if (!token) throw new Error("no admin session");

    // The dashboard shows the server's figures (other specs add members and bookings meanwhile, so each
    // figure shown must lie between a read of the server just before and one just after).
    const before = await dashboardFigures(request, token);
    await page.reload();
    const dashboard = page.getByTestId("admin-dashboard");
    const figure = async (name: string) =>
      Number(
        (await dashboard.getByRole("link", { name: new RegExp(`^${name} \\d+$`) }).innerText()).replace(
          /\D/g,
          "",
        ),
      );
    const shownMembers = await figure("Members");
    const shownWaiting = await figure("Bookings waiting for confirmation");
    const after = await dashboardFigures(request, token);
    expect(shownMembers).toBeGreaterThanOrEqual(before.members.total);
    expect(shownMembers).toBeLessThanOrEqual(after.members.total);
    expect(shownWaiting).toBeGreaterThanOrEqual(
      Math.min(before.bookings.waiting_confirmation, after.bookings.waiting_confirmation),
    );
    expect(shownWaiting).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);

    // Find the member by phone and open their page.
    await page
      .getByRole("navigation", { name: "Admin console" })
      .getByRole("link", { name: "Members" })
      .click();
    await page.getByLabel("Search", { exact: true }).fill(member.phone);
    const list = page.getByTestId("admin-members-list");
    // The search runs after a pause in typing: wait for its answer (one member has this phone), not for
    // the list as it stood before it, whose links re-render under the click.
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    await expect(list).toHaveAttribute("aria-busy", "false");
    await list.getByRole("link", { name: member.name }).click();
    const memberPage = page.getByTestId("admin-member");
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
    await expect(memberPage.getByTestId("member-profile")).toContainText(member.email);
    await expect(memberPage.getByTestId("member-profile")).not.toContainText("ABCDE1234F");
    await expect(memberPage.getByTestId("member-bookings")).toContainText("Waiting for confirmation");
    await expectNoAxeViolations(page);

    // Confirm the first visit, then (once it has started) mark it completed.
    await page.goto(`/admin/bookings?q=${member.phone}`);
    const bookings = page.getByTestId("admin-bookings-list");
    await expect(bookings).toHaveAttribute("aria-busy", "false");
    await page.getByRole("button", { name: `Confirm booking #${visit.booking_id}` }).click();
    // Confirming chooses the companion (issue 26); the one holding the visit is chosen to start with.
    const withCompanion = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    await expect(withCompanion.getByRole("radio").first()).toBeVisible();
    await withCompanion.getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }).click();
    await expect(toast(page, ASSIGNMENT_MESSAGES.confirmedWith)).toBeVisible();
    await expect(page.getByRole("button", { name: `Confirm booking #${visit.booking_id}` })).toHaveCount(0);
    const started = await request.post("/dev/sandbox/visit-started", {
      data: { booking_id: visit.booking_id },
    });
    expect(started.status()).toBe(200);
    await page.reload();
    await expect(bookings).toHaveAttribute("aria-busy", "false");
    await page.getByRole("button", { name: `Mark completed booking #${visit.booking_id}` }).click();
    await expect(
      page.getByRole("button", { name: `Mark completed booking #${visit.booking_id}` }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    await memberSees(browser, baseURL ?? "", member, /^Completed$/);

    // Export the bookings the search matches: both of the member's, not just what one page shows.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV of every matching booking" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^service-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path())).toString("utf8").replace(/^\uFEFF/, "");
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toMatch(/^Booking ID,/);
    expect(
      rows
        .slice(1)
        .map((r) => Number(r.split(",")[0]))
        .sort(),
    ).toEqual([visit.booking_id, moving.booking_id].sort());
    expect(csv).toContain(member.name);

    // Approve the family's reschedule request: the visit moves.
    await page.goto(`/admin/reschedule?status=open&q=${member.phone}`);
    const approve = page.getByRole("button", { name: /^Approve request #\d+$/ }).first();
    await approve.click();
    const approveDialog = page.getByRole("dialog", { name: "Approve this request?" });
    await approveDialog.getByRole("button", { name: "Approve and move the visit" }).click();
    await expect(approveDialog).toBeHidden();
    await expect(toast(page, "Reschedule request approved")).toBeVisible();
    await expectNoAxeViolations(page);

    // Answer the visitor's question as a published FAQ; the public FAQ page shows it at once.
    await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "FAQs" }).click();
    await page.getByLabel("Search questions").fill(tag);
    const questions = page.getByTestId("admin-questions-list");
    await expect(questions).toContainText(question);
    // This question's own card: until the search applies, other visitors' new questions are listed too.
    await questions
      .getByRole("article")
      .filter({ hasText: question })
      .getByRole("button", { name: /^Answer as FAQ question #\d+$/ })
      .click();
    const answer = page.getByRole("dialog", { name: "Answer as FAQ" });
    await answer.getByLabel("Category").fill("Companions");
    await answer
      .getByLabel("Answer")
      .fill("Yes. Tell us the language when you book and we send a companion who reads it.");
    await answer.getByRole("button", { name: "Publish answer" }).click();
    await expect(answer).toBeHidden();
    await expectNoAxeViolations(page);
    const visitor = await browser.newContext({ baseURL: baseURL ?? "" });
    const publicPage = waitForAppOnNavigation(await visitor.newPage());
    await publicPage.goto("/faq");
    await expect(publicPage.getByText(question)).toBeVisible();
    await visitor.close();

    // The audit log holds each step, newest first.
    await page
      .getByRole("navigation", { name: "Admin console" })
      .getByRole("link", { name: "Audit log" })
      .click();
    const log = page.getByRole("main");
    for (const text of [/Confirmed/i, /completed/i, /approved/i, /FAQ/])
      await expect(log.getByText(text).first()).toBeVisible();
    // Each change reads in words: statuses by their labels, a moved visit by day and shift name.
    await expect(log.getByText("Status: Waiting for confirmation → Confirmed").first()).toBeVisible();
    await expect(log.getByText(/^Visit: .+ from .+ → .+ from /).first()).toBeVisible();
    // The bookings export is there too: who, which filters, how many rows (issue 25).
    const exportEntry = log.getByRole("article").filter({ hasText: "Export bookings on Data export" });
    await expect(exportEntry).toContainText("2 rows sent");
    await expect(exportEntry).toContainText(`Search: “${member.phone}”`);
    await expectNoAxeViolations(page);

    // The session is revoked elsewhere: the next call says so and logs the administrator out.
    const revoked = await request.post("/api/admin/logout/", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);
    await page
      .getByRole("navigation", { name: "Admin console" })
      .getByRole("link", { name: "Service bookings" })
      .click();
    await expect(toast(page, "Please Login again to continue.")).toBeVisible();
    // Logged out on a console page: the Admin Login dialog offers to sign in again.
    const again = page.getByRole("dialog", { name: "Admin Login" });
    await expect(again).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("eldercare.session-token"))).toBeNull();
    await page.keyboard.press("Escape");
    await expect(again).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
  },
);

// Desktop only: the console's guard (its pages and calls), the same at any size; the console is a desk tool.
test("a member's session is turned away from every console page and call", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, "conm", "Arjun Mehta");
  await signInAs(page, member);
  for (const path of [
    "/admin/dashboard",
    "/admin/members",
    "/admin/bookings",
    "/admin/enquiries",
    "/admin/faqs",
    "/admin/audit",
    "/admin/profile",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
    await expect(
      page.getByText("Access denied. You don't have permission to perform this action.").first(),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin console" })).toHaveCount(0);
  }
  for (const call of ["getallmembers", "getallenquiry", "getallservicebooking", "getallfaq", "getauditlog"]) {
    const res = await request.post(`/api/admin/${call}/`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: {},
    });
    expect(res.status(), call).toBe(403);
  }
});

/** An enquiry sent through the API, both contacts verified by code as the ENQUIRE NOW form does. */
async function sendEnquiry(
  request: APIRequestContext,
  name: string,
  contact: { phone: string; email: string },
) {
  const tokens: string[] = [];
  for (const [flag, key, value] of [
    ["P", "phone", contact.phone],
    ["E", "email", contact.email],
  ] as const) {
    const sent = await request.post("/api/shared/generateotp/", {
      data: { email_phn_flag: flag, [key]: value, user_type: 1 },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const checked = await request.post("/api/shared/validateotp/", {
      data: { email_phn_flag: flag, user_name: value, otp: await latestCode(request, value), user_type: 1 },
    });
    expect(checked.status(), await checked.text()).toBe(200);
    tokens.push(((await checked.json()) as { Data: { verification_token: string } }).Data.verification_token);
  }
  const cities = (
    (await (await request.get("/api/shared/getcities/")).json()) as {
      Data: { cities: Array<{ city_id: number; country_id: number }> };
    }
  ).Data.cities;
  const city = cities[0];
  if (!city) throw new Error("no city");
  const res = await request.post("/api/users/createenquiry/", {
    data: {
      user_name: name,
      country_code: "+91",
      phone: contact.phone,
      email: contact.email,
      user_message: "My father lives alone in Kolkata; we would like weekly visits.",
      city_id: city.city_id,
      country_id: city.country_id,
      is_callback: true,
      preferred_time: "16:00:00",
      phone_verification_token: tokens[0],
      email_verification_token: tokens[1],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Data: { reference: string } }).Data.reference;
}

// Both sizes: the enquiries list is cards on a phone and a table from md up (hence the visible filters).
test(
  "the team marks an enquiry contacted, then closes it with a note",
  { tag: "@both" },
  async ({ page, request }, testInfo) => {
    const contact = uniqueContact(`enq${testInfo.project.name[0]}`);
    const reference = await sendEnquiry(request, "Farhan Qureshi", contact);
    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    // The family quotes the reference from their Thank You; the team finds the enquiry by it.
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(reference)}`);
    const list = page.getByTestId("admin-enquiries-list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    await expect(list.getByText("Farhan Qureshi").filter({ visible: true }).first()).toBeVisible();
    await expect(list.getByText(reference, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(
      list
        .getByText(/Call back .*4:00 PM IST/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await list
      .getByRole("button", { name: /^Mark contacted/ })
      .filter({ visible: true })
      .first()
      .click();
    const contacted = page.getByRole("dialog", { name: "Mark this enquiry contacted?" });
    await contacted.getByRole("button", { name: "Mark contacted" }).click();
    await expect(contacted).toBeHidden();
    await list
      .getByRole("button", { name: /^Close/ })
      .filter({ visible: true })
      .first()
      .click();
    const closing = page.getByRole("dialog", { name: "Close this enquiry?" });
    await closing.getByRole("button", { name: "Close enquiry" }).click();
    await expect(closing.getByText(ADMIN_ENQUIRY_MESSAGES.noteRequired)).toBeVisible();
    await closing.getByLabel("Why is it closed?").fill("Called back; they chose the Gold plan.");
    await closing.getByRole("button", { name: "Close enquiry" }).click();
    await expect(closing).toBeHidden();
    await expect(list.getByRole("button", { name: /^Close/ }).filter({ visible: true })).toHaveCount(0);
  },
);
