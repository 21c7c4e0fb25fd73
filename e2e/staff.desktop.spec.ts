import { adminToken, openAdminLogin, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test, waitForAppOnNavigation } from "./fixtures.ts";
import { codeSentBy, uniqueContact } from "./inbox.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, serviceIdOf, uniqueName } from "./members.ts";

/**
 * City coordinators (issue 43 item 4): an administrator adds one for Kolkata on the Staff page; the
 * coordinator signs in through the same Admin Login and sees Kolkata's bookings only, with none of the
 * administrators' pages (Refunds, FAQs, Audit log, Staff) in the menu. The console is used at a desk.
 */

/** The Admin Login dialog as a new member of staff does it: by phone, then the six digits sent to it. */
async function loginStaffInBrowser(page: Page, phone: string) {
  await page.goto("/");
  const dialog = await openAdminLogin(page);
  await dialog.getByLabel("Phone number").fill(phone);
  const code = await codeSentBy(page.request, phone, () =>
    dialog.getByRole("button", { name: "SEND OTP" }).click(),
  );
  await expect(dialog.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("an administrator adds a coordinator for Kolkata, who sees Kolkata's bookings and no administrators' pages", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A family in Kolkata with a visit booked (the browser tests' roster works there).
  const member = await createMember(request, "stf", "Anil Ghosh");
  await buyPlan(request, member);
  const lovedOneId = await addLovedOne(request, member);
  const booking = await bookVisit(request, member, {
    lovedOneId,
    serviceId: await serviceIdOf(request, "GEN-COMPANION"),
  });

  // The administrator adds the coordinator on the Staff page.
  const name = uniqueName("Ritu");
  const { phone, email } = uniqueContact("coordinator");
  const deskContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const desk = waitForAppOnNavigation(await deskContext.newPage());
  await seedAdminSession(desk, await adminToken(request, "desktop"));
  await desk.goto("/admin/staff");
  await expect(desk.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await desk.getByRole("button", { name: "Add staff member" }).click();
  const dialog = desk.getByRole("dialog", { name: "Add staff member" });
  await dialog.getByRole("textbox", { name: /^Full name/ }).fill(name);
  await dialog.getByRole("textbox", { name: /^Mobile number/ }).fill(phone);
  await dialog.getByRole("textbox", { name: /^Email/ }).fill(email);
  await dialog.getByText("City coordinator", { exact: true }).click();
  // Without a city the form says so beside the field, and sends nothing.
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(dialog.getByText("A city coordinator covers at least one city")).toBeVisible();
  await dialog.getByRole("combobox", { name: /^Cities they cover/ }).selectOption({ label: "Kolkata" });
  await dialog.getByRole("button", { name: "Add a city" }).click();
  await expect(dialog.getByRole("list", { name: "Chosen cities" })).toHaveText("KolkataRemove Kolkata");
  await expectNoAxeViolations(desk);
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(dialog).toBeHidden();
  await desk.getByLabel("Search", { exact: true }).fill(name);
  const row = desk.getByTestId("admin-staff-list").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("City coordinator");
  await expect(row).toContainText("Kolkata");
  await expect(row).toContainText("Active");
  await expectNoAxeViolations(desk);
  await deskContext.close();

  // The coordinator signs in through the console's login; the menus offer only what the role holds.
  await loginStaffInBrowser(page, phone);
  const nav = page.getByRole("navigation", { name: "Admin console" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Members",
    "Service bookings",
    "Care schedules",
    "Schedule board",
    "Reschedule requests",
    "Companions",
    "Enquiries",
    "My profile",
  ]);
  await page.getByRole("button", { name: /^Account menu for / }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("City coordinator · Kolkata");
  await expect(menu.getByRole("menuitem", { name: "Refunds" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Staff" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Service bookings: the Kolkata family's visit is there, and every visit listed is in Kolkata.
  await page.goto("/admin/bookings");
  const list = page.getByTestId("admin-bookings-list");
  await expect(list).toHaveAttribute("aria-busy", "false");
  const cities = list.getByRole("table").locator("tbody tr td:nth-child(5)");
  await expect(cities.first()).toBeVisible();
  for (const city of await cities.allTextContents()) expect(city).toBe("Kolkata");
  await page.getByLabel("Search", { exact: true }).fill(member.phone);
  await expect(list.getByRole("button", { name: `Confirm booking #${booking.booking_id}` })).toBeVisible();

  // An administrators' page opened by its address says it is not theirs, with nothing to try again.
  await page.goto("/admin/refunds");
  const refused = page.getByRole("alert").filter({ hasText: "You don't have permission" });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.goto("/admin/staff");
  await expect(page.getByRole("alert").filter({ hasText: "You don't have permission" })).toBeVisible();

  // The dashboard is Kolkata's: the coordinator's figures, with no money in them.
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong." })).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText("Revenue");
  // Continuity and on-time arrivals (issue 45): Kolkata's card alone, its figures or "No visits yet".
  const care = page.getByRole("region", { name: "Continuity and on-time arrivals by city" });
  await expect(care.getByRole("heading", { level: 3 })).toHaveText(["Kolkata"]);
  await expect(care.getByRole("region", { name: "Kolkata" })).toContainText(
    /Families with at most 2 companions, last 90 days\s*(\d+% \(|No visits yet)/,
  );
});
