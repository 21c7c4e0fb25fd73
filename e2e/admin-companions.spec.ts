import { COMPANION_MESSAGES, indiaToday } from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";
import { uniqueContact } from "./inbox.ts";
import { expectNoSidewaysScroll } from "./layout.ts";

/**
 * The care team in the console (issue 26): the operations team adds a companion with their three checks,
 * gives them a weekly pattern and a period of leave, finds them in the list as assignable, and deactivates
 * them. At both sizes: the list and the availability grid fit a phone without sideways scroll.
 */

/** A day `days` from today in India, YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const d = new Date(`${indiaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "5 Jan 2026", as the console shows a day. */
const shown = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${day}T00:00:00Z`));

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function api(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Data: { companion: { companion_id: number } } }).Data;
}

/** A companion in Kolkata with every check and a few shifts, through the API. */
async function addCompanion(request: APIRequestContext, token: string, phone: string, name: string) {
  const states = (await (await request.get("/api/shared/getstates/")).json()) as {
    Data: { states: { state_id: number; state_name: string }[] };
  };
  const cities = (await (await request.get("/api/shared/getcities/")).json()) as {
    Data: { cities: { city_id: number; city_name: string }[] };
  };
  const stateId = states.Data.states.find((s) => s.state_name === "West Bengal")?.state_id;
  const cityId = cities.Data.cities.find((c) => c.city_name === "Kolkata")?.city_id;
  const { companion } = await api(request, token, "admin/modifycompanion/", {
    full_name: name,
    phone,
    email: null,
    languages: ["Bengali", "Hindi", "English"],
    service_kinds: ["companion_visit", "doctor_visit", "errand"],
    speciality_ids: [],
    state_id: stateId,
    city_id: cityId,
    pincodes: ["700019", "700020", "700026", "700029", "700068"],
    identity_verified_on: dayFromToday(-40),
    police_verified_on: null,
    training_completed_on: dayFromToday(-20),
    is_active: true,
  });
  await api(request, token, "admin/setcompanionavailability/", {
    companion_id: companion.companion_id,
    weekly: [
      { weekday: 1, shift_type: 1 },
      { weekday: 5, shift_type: 5 },
    ],
    leave: [
      { from: dayFromToday(5), to: dayFromToday(6), note: "A family wedding in Siliguri, two days away" },
    ],
  });
  return companion.companion_id;
}

// Desktop only: the operations team keeps the roster at a desk; the phone's layout is checked below.
test(
  "the team adds a companion with their checks, availability and leave, finds them assignable, and deactivates them",
  { tag: "@desktop-only" },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { phone, email } = uniqueContact("companion");
    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    await page.goto("/admin/companions");
    await expect(page.getByRole("heading", { level: 1, name: "Companions" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Companions" }),
    ).toHaveAttribute("aria-current", "page");

    // Add them.
    await page.getByRole("link", { name: "Add companion" }).click();
    await expect(page).toHaveURL(/\/admin\/companions\/new$/);
    const form = page.getByTestId("companion-form");
    await form.getByLabel(/^Full name/).fill("Rekha Sen");
    await form.getByLabel(/^Mobile number/).fill(phone);
    await form.getByLabel(/^Email/).fill(email);
    await form.getByRole("checkbox", { name: "Bengali" }).check({ force: true });
    await form.getByRole("checkbox", { name: "Hindi" }).check({ force: true });
    await form.getByRole("checkbox", { name: "Companion visits" }).check({ force: true });
    await form.getByRole("checkbox", { name: "Errands" }).check({ force: true });
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "West Bengal" });
    await form.getByRole("combobox", { name: /^City/ }).selectOption({ label: "Kolkata" });
    await form.getByRole("radio", { name: "Only these PIN codes" }).check({ force: true });
    await form.getByLabel(/^PIN codes/).fill("700019, 700020");
    const checked = { identity: dayFromToday(-30), police: dayFromToday(-21), training: dayFromToday(-7) };
    await form.getByLabel(/^Identity verified/).fill(checked.identity);
    await form.getByLabel(/^Police verification/).fill(checked.police);
    await form.getByLabel(/^Training completed/).fill(checked.training);
    await form.getByRole("button", { name: "Add companion" }).click();

    await expect(page).toHaveURL(/\/admin\/companions\/\d+$/);
    await expect(toast(page, COMPANION_MESSAGES.saved)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Rekha Sen" })).toBeVisible();
    const details = page.getByTestId("admin-companion");
    // No shifts yet: the badge says what stops them (issue 42), above the editor's line saying the same.
    await expect(details.getByTestId("companion-assignable")).toHaveText(
      "Cannot be sent until shifts are added",
    );
    await expect(details.getByText("Can be sent on visits")).toHaveCount(0);
    await expect(details.getByText("700019, 700020")).toBeVisible();
    await expect(details.getByText(`Police verification: ${shown(checked.police)}`)).toBeVisible();

    // Their weekly pattern and a period of leave, saved together.
    const editor = page.getByTestId("availability-editor");
    for (const shift of [
      "Monday, Morning (7 AM – 1 PM)",
      "Wednesday, Afternoon (1 PM – 7 PM)",
      "Saturday, Full day (24 hours)",
    ]) {
      await editor.getByRole("checkbox", { name: shift }).check();
    }
    const leave = { from: dayFromToday(10), to: dayFromToday(14) };
    await editor.getByLabel(/^From/).fill(leave.from);
    await editor.getByLabel(/^To/).fill(leave.to);
    await editor.getByLabel(/^Note/).fill("Durga Puja at home");
    await editor.getByRole("button", { name: "Add leave" }).click();
    await expect(editor.getByText(`${shown(leave.from)} – ${shown(leave.to)}`)).toBeVisible();
    await editor.getByRole("button", { name: "Save availability" }).click();
    await expect(toast(page, COMPANION_MESSAGES.availabilitySaved)).toBeVisible();
    await expect(details.getByTestId("companion-assignable")).toHaveText("Can be sent on visits");
    await expectNoAxeViolations(page);

    // Kept by the server: they are there after a reload.
    await page.reload();
    await expect(editor.getByRole("checkbox", { name: "Monday, Morning (7 AM – 1 PM)" })).toBeChecked();
    await expect(editor.getByRole("checkbox", { name: "Saturday, Full day (24 hours)" })).toBeChecked();
    await expect(editor.getByRole("checkbox", { name: "Sunday, Night (10 PM – 7 AM)" })).not.toBeChecked();
    await expect(editor.getByText("Durga Puja at home")).toBeVisible();

    // In the list, found by phone, assignable.
    await page.getByRole("link", { name: "Back to companions" }).click();
    await page.getByLabel("Search", { exact: true }).fill(phone);
    const list = page.getByTestId("admin-companions-list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    const row = list.getByRole("row").filter({ hasText: "Rekha Sen" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Can be sent on visits");
    await expect(row).toContainText("Active");
    await expect(row).toContainText("700019, 700020");
    await expect(row).toContainText(`Identity verified: ${shown(checked.identity)}`);
    await expectNoAxeViolations(page);

    // Deactivated: no longer sent on visits.
    await row.getByRole("link", { name: "Rekha Sen" }).click();
    await page.getByRole("button", { name: "Edit details" }).click();
    await page.getByRole("checkbox", { name: /^Active/ }).uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, COMPANION_MESSAGES.saved)).toBeVisible();
    await expect(details.getByText("Inactive")).toBeVisible();
    await expect(details.getByText("Not yet assignable")).toBeVisible();

    await page.goto("/admin/companions?active=no");
    await page.getByLabel("Search", { exact: true }).fill(phone);
    await expect(list).toHaveAttribute("aria-busy", "false");
    await expect(list.getByRole("row").filter({ hasText: "Rekha Sen" })).toContainText("Not yet assignable");
  },
);

// Both sizes: the list is cards on a phone, and the availability grid is a group per day there.
test(
  "the companion list and the availability grid fit the screen",
  { tag: "@both" },
  async ({ page, request }, testInfo) => {
    const token = await adminToken(request, testInfo.project.name);
    const { phone } = uniqueContact("fit");
    const companionId = await addCompanion(request, token, phone, "Subhashini Chattopadhyay");
    await seedAdminSession(page, token);

    await page.goto(`/admin/companions?q=${phone}`);
    const list = page.getByTestId("admin-companions-list");
    await expect(list.getByText("Subhashini Chattopadhyay").filter({ visible: true })).toBeVisible();
    await expect(list.getByText("700019, 700020, 700026 + 2 more").filter({ visible: true })).toBeVisible();
    await expect(list.getByText("Missing").filter({ visible: true })).toBeVisible();
    await expect(list.getByText("Not yet assignable").filter({ visible: true })).toBeVisible();
    await expectNoSidewaysScroll(page, "the companion list");
    await expectNoAxeViolations(page);

    await page.goto(`/admin/companions/${companionId}`);
    const grid = page.getByTestId("availability-grid");
    await expect(grid.getByRole("checkbox", { name: "Monday, Morning (7 AM – 1 PM)" })).toBeChecked();
    await expect(grid.getByRole("checkbox", { name: "Friday, Full day (24 hours)" })).toBeChecked();
    await expect(page.getByText("A family wedding in Siliguri, two days away")).toBeVisible();
    await expectNoSidewaysScroll(page, "the companion's page");
    // Every day's last shift is on screen, whole.
    const width = page.viewportSize()?.width ?? 0;
    for (const day of ["Monday", "Sunday"]) {
      const box = await grid.getByRole("checkbox", { name: `${day}, Full day (24 hours)` }).boundingBox();
      expect(box && box.x + box.width <= width).toBe(true);
    }
    await expectNoAxeViolations(page);
  },
);
