import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  COMPANION_CHECK_LABELS,
  SUGGESTION_REASON_LABELS,
} from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, type Page, test, waitForAppOnNavigation } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, serviceIdOf } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Who visits (issue 26): a family books; the team confirms it in the console with a companion the console
 * suggests; from then on the family's My bookings names the companion with their languages and checks.
 */

type Member = Awaited<ReturnType<typeof createMember>>;
type Assigned = { companion_id: number; full_name: string; phone: string } | null;
type Suggestion = { companion_id: number; full_name: string; current: boolean };
type FamilyCompanion = {
  first_name: string;
  languages: string[];
  identity_verified_on: string;
  police_verified_on: string;
  training_completed_on: string;
} | null;

/** A family with a plan and a loved one in Kolkata, and one companion visit booked through the API. */
async function familyWithVisit(request: APIRequestContext, prefix: string, name: string) {
  const member = await createMember(request, prefix, name);
  await buyPlan(request, member);
  const lovedOneId = await addLovedOne(request, member);
  const serviceId = await serviceIdOf(request, "GEN-COMPANION");
  const booking = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 1 });
  return { member, booking };
}

/** The booking as the console lists it (admin/getallservicebooking/, found by the member's phone). */
async function adminBooking(request: APIRequestContext, token: string, member: Member, bookingId: number) {
  const res = await request.post("/api/admin/getallservicebooking/", {
    headers: { authorization: `Bearer ${token}` },
    data: { page_index: 0, page_size: 10, search_string: member.phone },
  });
  expect(res.status(), await res.text()).toBe(200);
  const items = (
    (await res.json()) as {
      Data: { items: Array<{ booking_id: number; status: string; assigned_companion: Assigned }> };
    }
  ).Data.items;
  return items.find((b) => b.booking_id === bookingId);
}

/** The booking as the family's list gives it (users/getallbookings/). */
async function familyBooking(request: APIRequestContext, member: Member, bookingId: number) {
  const res = await request.post("/api/users/getallbookings/", {
    headers: { authorization: `Bearer ${member.token}` },
    data: { page_index: 0, page_size: 10 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const items = (
    (await res.json()) as {
      Data: { items: Array<{ booking_id: number; status: string; companion: FamilyCompanion }> };
    }
  ).Data.items;
  return items.find((b) => b.booking_id === bookingId);
}

/** What the family's card shows of its companion: name, languages and the three checks with their dates. */
async function expectCompanionShown(page: Page, firstName: string, languages: string[]) {
  const block = page.getByRole("region", { name: `${ASSIGNMENT_TEXT.yourCompanion}: ${firstName}` });
  await expect(block).toBeVisible();
  if (languages.length > 0) await expect(block).toContainText(languages.join(", "));
  const checks = block.getByRole("listitem");
  await expect(checks).toHaveCount(3);
  for (const [i, label] of [
    COMPANION_CHECK_LABELS.identity,
    COMPANION_CHECK_LABELS.police,
    COMPANION_CHECK_LABELS.training,
  ].entries()) {
    await expect(checks.nth(i)).toBeVisible();
    await expect(checks.nth(i)).toHaveAttribute("title", new RegExp(`^${label} on \\d{1,2} \\w{3} \\d{4}$`));
  }
  // The initial in place of a photo is hidden from screen readers; the name is beside it.
  await expect(block.locator('[aria-hidden="true"]').first()).toHaveText(firstName.charAt(0).toUpperCase());
  return block;
}

test(
  "the team confirms a booking in the console with a suggested companion, and the family sees who is coming",
  { tag: "@desktop-only" },
  async ({ page, context, request }, testInfo) => {
    test.slow(); // a family, their plan and booking, the console, then the family's own page
    const { member, booking } = await familyWithVisit(request, "asg", "Nandini Roy");
    const token = await adminToken(request, testInfo.project.name);
    // Booking the visit already held a free companion for it.
    const before = await adminBooking(request, token, member, booking.booking_id);
    expect(before?.status).toBe("requested");
    const held = before?.assigned_companion ?? null;

    await seedAdminSession(page, token);
    await page.goto(`/admin/bookings?q=${member.phone}`);
    const list = page.getByTestId("admin-bookings-list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    const confirm = page.getByRole("button", { name: `Confirm booking #${booking.booking_id}` });
    const row = list.locator("tr").filter({ has: confirm });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(held ? held.full_name : ASSIGNMENT_TEXT.noCompanionHeld);

    await confirm.click();
    const dialog = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    await expect(dialog).toBeVisible();
    const options = dialog.getByRole("radio");
    await expect(options.first()).toBeVisible();
    // The best suited, first of the list, is chosen to start with (issue 42); the one held is marked.
    await expect(options.first()).toBeChecked();
    if (held) await expect(dialog).toContainText(ASSIGNMENT_TEXT.held);
    await expectNoAxeViolations(page);

    // The team chooses the last one suggested (another than the one held, when there are several).
    const choice = options.last();
    const chosen = await choice.evaluate(
      (el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
    );
    expect(chosen).not.toBe("");
    await choice.check();
    await dialog.getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: ASSIGNMENT_MESSAGES.confirmedWith }).first(),
    ).toBeVisible();

    // The row is confirmed with the companion chosen, who can now be changed.
    const confirmedRow = list
      .locator("tr")
      .filter({ has: page.getByRole("button", { name: `Change companion booking #${booking.booking_id}` }) });
    await expect(confirmedRow).toContainText("Confirmed");
    await expect(confirmedRow.getByTestId("assigned-companion")).toContainText(chosen);
    await expect(confirm).toHaveCount(0);
    await expect
      .poll(async () => {
        const b = await adminBooking(request, token, member, booking.booking_id);
        return [b?.status, b?.assigned_companion?.full_name];
      })
      .toEqual(["confirmed", chosen]);

    // The family's My bookings names the companion (first name only).
    const family = waitForAppOnNavigation(await context.newPage());
    await signInAs(family, member);
    await family.goto("/planandservicedetails");
    const firstName = chosen.trim().split(/\s+/)[0] ?? "";
    await expectCompanionShown(family, firstName, []);
    await family.close();
  },
);

test(
  "the confirm dialog starts on the companion who visited before, not the one held at booking, and says why that one is held",
  { tag: "@desktop-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family, two visits, the console
    const token = await adminToken(request, testInfo.project.name);
    const headers = { authorization: `Bearer ${token}` };
    const member = await createMember(request, "asb", "Farida Khan");
    await buyPlan(request, member);
    const lovedOneId = await addLovedOne(request, member);
    const serviceId = await serviceIdOf(request, "GEN-COMPANION");
    // The first visit is confirmed with the companion it holds: they have visited this loved one. Days
    // further out than the other tests' visits, so that no test running beside it takes the same people.
    const first = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 9 });
    const visitor = (await adminBooking(request, token, member, first.booking_id))?.assigned_companion;
    expect(visitor, "the first visit holds a companion").toBeTruthy();
    const confirmed = await request.post("/api/admin/takeaction/", {
      headers,
      data: { booking_id: first.booking_id, action: "confirm" },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    // The second visit holds another companion (the least busy one, or moved to another if the roster
    // happened to hold the same one).
    const second = await bookVisit(request, member, { lovedOneId, serviceId, daysAhead: 10 });
    let held = (await adminBooking(request, token, member, second.booking_id))?.assigned_companion ?? null;
    const suggestedAt = async () => {
      const res = await request.post("/api/admin/suggestcompanions/", {
        headers,
        data: { booking_id: second.booking_id },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { Data: { suggestions: Array<Suggestion & { reasons: string[] }> } }).Data
        .suggestions;
    };
    if (held === null || held.companion_id === visitor?.companion_id) {
      const other = (await suggestedAt()).find((s) => s.companion_id !== visitor?.companion_id);
      expect(other, "another companion free for the second visit").toBeTruthy();
      const moved = await request.post("/api/admin/assigncompanion/", {
        headers,
        data: { booking_id: second.booking_id, companion_id: other?.companion_id },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      held = { companion_id: other?.companion_id ?? 0, full_name: other?.full_name ?? "", phone: "" };
    }
    const best = (await suggestedAt())[0];
    expect(best?.companion_id, "the companion who visited before is suggested first").toBe(
      visitor?.companion_id,
    );

    await seedAdminSession(page, token);
    await page.goto(`/admin/bookings?q=${member.phone}`);
    const list = page.getByTestId("admin-bookings-list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    await page.getByRole("button", { name: `Confirm booking #${second.booking_id}` }).click();
    const dialog = page.getByRole("dialog", { name: ASSIGNMENT_TEXT.confirmTitle });
    const options = dialog.getByRole("radio");
    await expect(options.first()).toBeVisible();
    const knownOne = dialog.getByRole("radio", { name: visitor?.full_name ?? "", exact: true });
    await expect(knownOne).toBeChecked();
    await expect(knownOne).toHaveAccessibleDescription(new RegExp(SUGGESTION_REASON_LABELS.visited_before));
    const heldRadio = dialog.getByRole("radio", { name: held?.full_name ?? "", exact: true });
    await expect(heldRadio).not.toBeChecked();
    await expect(heldRadio).toHaveAccessibleDescription(new RegExp(escapeRegExp(ASSIGNMENT_TEXT.heldWhy)));
    await expect(dialog.getByText(ASSIGNMENT_TEXT.heldWhy)).toBeVisible();
    // No toast lies over the list: loading the page and the suggestions raised none.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("confirm-dialog-1280.png") });

    // One click confirms with the companion the family knows.
    await dialog.getByRole("button", { name: ASSIGNMENT_TEXT.confirmSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: ASSIGNMENT_MESSAGES.confirmedWith }).first(),
    ).toBeVisible();
    await expect
      .poll(
        async () =>
          (await adminBooking(request, token, member, second.booking_id))?.assigned_companion?.companion_id,
      )
      .toBe(visitor?.companion_id);
  },
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test(
  "the family's booking card names the confirmed visit's companion with their languages and checks, at 100% and 150% text",
  { tag: "@both" },
  async ({ page, context, request }, testInfo) => {
    test.slow(); // a family, their plan and booking, then My bookings at two text sizes
    const { member, booking } = await familyWithVisit(request, `asf${testInfo.project.name[0]}`, "Imran Ali");
    const token = await adminToken(request, testInfo.project.name);
    const headers = { authorization: `Bearer ${token}` };

    // Before the team confirms, the family sees no companion.
    expect((await familyBooking(request, member, booking.booking_id))?.companion ?? null).toBeNull();
    await signInAs(page, member);
    await page.goto("/planandservicedetails");
    await expect(page.getByRole("region", { name: "My bookings" })).toContainText("Waiting for confirmation");
    await expect(page.getByRole("region", { name: /^Your companion: / })).toHaveCount(0);

    // The team confirms it with the first companion suggested (through the API).
    const suggested = await request.post("/api/admin/suggestcompanions/", {
      headers,
      data: { booking_id: booking.booking_id },
    });
    expect(suggested.status(), await suggested.text()).toBe(200);
    const suggestions = ((await suggested.json()) as { Data: { suggestions: Suggestion[] } }).Data
      .suggestions;
    const first = suggestions[0];
    expect(first, "a companion of the development roster can make the visit").toBeTruthy();
    const assigned = await request.post("/api/admin/assigncompanion/", {
      headers,
      data: { booking_id: booking.booking_id, companion_id: first?.companion_id, confirm: true },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const companion = (await familyBooking(request, member, booking.booking_id))?.companion ?? null;
    expect(companion).not.toBeNull();
    const firstName = companion?.first_name ?? "";
    expect(first?.full_name.startsWith(firstName)).toBe(true);

    await page.reload();
    const block = await expectCompanionShown(page, firstName, companion?.languages ?? []);
    await expect(block.getByRole("listitem").first()).toContainText(COMPANION_CHECK_LABELS.identity);
    await expectNoAxeViolations(page);

    // At 150% text (decision 0042) the block still fits the screen: no sideways scroll.
    const large = waitForAppOnNavigation(await context.newPage());
    await signInAs(large, member);
    await large.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("html { font-size: 150% !important; }");
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await large.goto("/planandservicedetails");
    const bigBlock = await expectCompanionShown(large, firstName, companion?.languages ?? []);
    await bigBlock.scrollIntoViewIfNeeded();
    const width = large.viewportSize()?.width ?? 0;
    const box = await bigBlock.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 0.5);
    await expectNoSidewaysScroll(large, "My bookings at 150% with the companion shown");
    await large.close();
  },
);
