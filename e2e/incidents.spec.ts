import {
  INCIDENT_MESSAGES,
  INCIDENT_SEVERITY_LABELS,
  incidentSubject,
  URGENT_HELP_TEXT as T,
} from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { companionPhone, confirmedVisit, logInAsCompanion, startVisit } from "./companion.ts";
import { type APIRequestContext, expect, type Page, test, waitForAppOnNavigation } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { uniqueFirstName } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Urgent help (issue 29, decision 0060): on the day of a visit the companion, on a phone, and the family,
 * on My bookings, find the operations desk's number and report an incident; the team is emailed, the
 * dashboard lists both until the team closes one with a note, and the family reads the note on the booking.
 */

// The server's default SUPPORT_EMAIL (the browser tests set none).
const SUPPORT_EMAIL = "support@seniorcare.example";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(to.toLowerCase())}`);
  return ((await res.json()) as { messages: Array<{ subject: string }> }).messages.map((m) => m.subject);
}

/** Fills and sends the Urgent help dialog's report. */
async function report(page: Page, severity: "minor" | "serious" | "critical", what: string) {
  const dialog = page.getByRole("dialog", { name: T.heading });
  // 112 and 108 first, then the desk: each a call button (issue 41).
  await expect(dialog.getByRole("link")).toHaveCount(3);
  await expect(dialog.getByRole("link").nth(0)).toHaveAttribute("href", "tel:112");
  await expect(dialog.getByRole("link").nth(1)).toHaveAttribute("href", "tel:108");
  await expect(
    dialog.getByRole("link", { name: new RegExp(`^${escapeRegExp(T.callDesk)}`) }),
  ).toHaveAttribute("href", /^tel:\+\d+$/);
  await dialog.getByRole("button", { name: T.send }).click();
  await expect(dialog.getByText(INCIDENT_MESSAGES.severityRequired)).toBeVisible();
  await dialog
    .getByRole("radio", { name: new RegExp(`^${INCIDENT_SEVERITY_LABELS[severity]}:`) })
    .check({ force: true });
  await dialog.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(T.what)}`) }).fill(what);
  await expectNoSidewaysScroll(page, "the urgent help dialog");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: T.send }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    severity === "minor" ? INCIDENT_MESSAGES.reported : INCIDENT_MESSAGES.reportedFamilyTold,
  );
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
}

test(
  "the companion and the family report incidents on the day; the team closes one with a note the family reads",
  { tag: "@phone-only" },
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.slow(); // a family and their visit, the companion's phone, the family's bookings, the console
    const token = await adminToken(request, testInfo.project.name);
    const first = uniqueFirstName("Kamala");
    const lovedOneName = `${first} Sen`;
    const { member, booking, held } = await confirmedVisit(request, token, {
      prefix: `inc${testInfo.project.name[0]}`,
      memberName: "Rupa Sen",
      lovedOne: { full_name: lovedOneName },
    });
    const companion = await startVisit(request, token, booking.booking_id, held);

    // The companion, on a phone at the door.
    const { phone, close: closePhone } = await companionPhone(browser, baseURL);
    await logInAsCompanion(phone, request, companion.phone.replace(/^\+91/, ""));
    const card = phone.getByRole("article", { name: new RegExp(first) });
    await card.getByRole("button", { name: new RegExp(`^${T.button}`) }).click();
    await report(phone, "critical", "Nobody answers the door and the neighbours have not seen her today.");
    await closePhone();

    // The family, on My bookings.
    await signInAs(page, member);
    await page.goto("/planandservicedetails");
    const bookings = page.getByRole("region", { name: "My bookings" });
    await bookings
      .getByRole("button", { name: new RegExp(`^${T.button}`) })
      .first()
      .click();
    await report(page, "serious", "The companion could not get in; please tell us what is happening.");
    const incidents = bookings.getByRole("region", { name: T.incidents });
    await expect(incidents.getByRole("listitem")).toHaveCount(2);
    await expect(incidents).toContainText(T.reportedBy("companion"));
    await expect(incidents).toContainText(T.reportedBy("family"));
    await expect(incidents.getByText(T.open)).toHaveCount(2);

    // The team was emailed about each.
    await expect
      .poll(() => subjectsTo(request, SUPPORT_EMAIL), { message: "the team's emails" })
      .toEqual(
        expect.arrayContaining([
          incidentSubject("critical", lovedOneName),
          incidentSubject("serious", lovedOneName),
        ]),
      );

    // The console's dashboard lists both, the critical first; the team closes the family's with a note.
    const consoleContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const desk = waitForAppOnNavigation(await consoleContext.newPage());
    await seedAdminSession(desk, token);
    await desk.goto("/admin/dashboard");
    const open = desk.getByRole("region", { name: new RegExp(`^${escapeRegExp(T.dashboardHeading)}: `) });
    const ours = open.getByRole("listitem").filter({ hasText: lovedOneName });
    await expect(ours).toHaveCount(2);
    await expect(ours.first()).toContainText("Critical");
    await expect(ours.first()).toContainText(companion.full_name);
    const familys = ours.filter({ hasText: "by the family" });
    await familys.getByRole("button", { name: new RegExp(`^${T.close}`) }).click();
    const dialog = desk.getByRole("dialog", { name: T.closeHeading });
    await dialog.getByRole("button", { name: T.close }).click();
    await expect(dialog.getByText(INCIDENT_MESSAGES.resolutionRequired)).toBeVisible();
    await dialog
      .getByRole("textbox")
      .fill("The companion found her at the neighbour's; she is well. We called you.");
    await dialog.getByRole("button", { name: T.close }).click();
    await expect(dialog).toBeHidden();
    await expect(ours).toHaveCount(1);
    await consoleContext.close();

    // The family reads the resolution on the booking.
    await page.reload();
    await expect(incidents).toContainText(
      `${T.resolved}: The companion found her at the neighbour's; she is well. We called you.`,
    );
    await expect(incidents.getByText(T.open)).toHaveCount(1);
    await expectNoSidewaysScroll(page, "My bookings with incidents");
    await expectNoAxeViolations(page);
  },
);
