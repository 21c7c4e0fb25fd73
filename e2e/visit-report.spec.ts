import {
  reportReadySubject,
  VISIT_MOOD_LABELS,
  VISIT_REPORT_MESSAGES,
  VISIT_REPORT_TEXT,
  VISIT_TASK_LABELS,
} from "@eldercare/contracts";
import sharp from "sharp";
import { adminToken } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { companionPhone, confirmedVisit, logInAsCompanion, startVisit } from "./companion.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { uniqueFirstName } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * After the visit (issue 26, decision 0046): the companion, on a phone, checks in, checks out and files
 * the report with a photo; the family is told it is ready, reads it on their own page (the photo fetched
 * with their session) and rates the visit, once.
 */

/** A small photo as a phone's camera gives it: a JPEG that carries where it was taken. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: "#c08040" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E" },
    })
    .toBuffer();
}

/** The subjects of the emails the development inbox holds for an address. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(to.toLowerCase())}`);
  return ((await res.json()) as { messages: Array<{ subject: string }> }).messages.map((m) => m.subject);
}

test(
  "a companion files the visit report with a photo from a phone, and the family reads it and rates the visit",
  { tag: "@phone-only" },
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.slow(); // a family and their booking, the companion's whole visit on a phone, then the family
    const token = await adminToken(request, testInfo.project.name);
    const sita = uniqueFirstName("Sita");
    const { member, booking, held } = await confirmedVisit(request, token, {
      prefix: `rep${testInfo.project.name[0]}`,
      memberName: "Kakoli Sen",
      lovedOne: { full_name: `${sita} Devi` },
    });
    const companion = await startVisit(request, token, booking.booking_id, held);

    // The companion's phone, whichever size the family's screen is.
    const { phone, close: closePhone } = await companionPhone(browser, baseURL);
    await logInAsCompanion(phone, request, companion.phone.replace(/^\+91/, ""));
    const card = phone.getByRole("article", { name: new RegExp(sita) });
    await card.getByRole("button", { name: "Check in" }).click();
    await expect(card.getByText(/^Checked in at /)).toBeVisible();
    await card.getByRole("button", { name: "Check out" }).click();
    // Minutes after arriving: Check out asks first (issue 42).
    await card.getByRole("button", { name: "Yes, check out now" }).click();
    await expect(card.getByText(/^Checked out at /)).toBeVisible();

    await card.getByRole("link", { name: new RegExp(`^${VISIT_REPORT_TEXT.fileReport}`) }).click();
    await expect(phone).toHaveURL(new RegExp(`/companion/visit/${booking.booking_id}/report$`));
    await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
    // Sent without what was done and how she seemed, the form says what is missing.
    await phone.getByRole("button", { name: VISIT_REPORT_TEXT.submit }).click();
    await expect(phone.getByText(VISIT_REPORT_MESSAGES.tasksRequired).first()).toBeVisible();
    await expect(phone.getByText(VISIT_REPORT_MESSAGES.moodRequired).first()).toBeVisible();

    // The form takes her to its first message (a smooth scroll), and may draw itself once more as the
    // visit list arrives again: a tick lost under the tap then is ticked again (as companion-app.spec does).
    await expect(phone.getByRole("checkbox").first()).toBeFocused();
    for (const task of [VISIT_TASK_LABELS.conversation, VISIT_TASK_LABELS.walk]) {
      const box = phone.getByRole("checkbox", { name: task });
      await expect(async () => {
        await box.check({ force: true, timeout: 2000 });
        await expect(box).toBeChecked({ timeout: 1000 });
      }).toPass();
    }
    await phone.getByRole("radio", { name: VISIT_MOOD_LABELS[4], exact: true }).check({ force: true });
    await phone
      .getByLabel(VISIT_REPORT_TEXT.familyNoteLabel)
      .fill("She sang two songs and asked after the grandchildren.");
    await phone
      .getByLabel(VISIT_REPORT_TEXT.photoLabel)
      .setInputFiles({ name: "visit.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
    await expect(phone.getByRole("img", { name: VISIT_REPORT_TEXT.chosenPhotoAlt })).toBeVisible();
    // The page reloads before it is sent (a lift, a closed app): what was written comes back as a draft.
    // The draft is written half a second after the last change; the wait lets that happen first.
    await phone.waitForTimeout(1200);
    await phone.reload();
    await expect(phone.getByText("Your unsent draft was restored.")).toBeVisible();
    await expect(phone.getByLabel(VISIT_REPORT_TEXT.familyNoteLabel)).toHaveValue(
      "She sang two songs and asked after the grandchildren.",
    );
    await expect(phone.getByRole("checkbox", { name: VISIT_TASK_LABELS.walk })).toBeChecked();
    await expect(phone.getByRole("radio", { name: VISIT_MOOD_LABELS[4], exact: true })).toBeChecked();
    await expect(phone.getByRole("img", { name: VISIT_REPORT_TEXT.chosenPhotoAlt })).toBeVisible();
    await expectNoSidewaysScroll(phone, "the report form");
    await expectNoAxeViolations(phone);
    await phone.getByRole("button", { name: VISIT_REPORT_TEXT.submit }).click();
    await expect(phone.getByText(VISIT_REPORT_MESSAGES.filed).first()).toBeVisible();
    await closePhone();

    // The family is told the report is ready.
    await expect
      .poll(() => subjectsTo(request, member.email), { message: "the report-ready email" })
      .toContain(reportReadySubject(`${sita} Devi`));

    // On My bookings the visit is completed, and its report is a link away.
    await signInAs(page, member);
    await page.goto("/planandservicedetails");
    const bookings = page.getByRole("region", { name: "My bookings" });
    await bookings.getByRole("link", { name: VISIT_REPORT_TEXT.readReport }).first().click();
    await expect(page).toHaveURL(new RegExp(`/user/visit/${booking.booking_id}$`));
    await expect(page.getByRole("heading", { level: 1, name: VISIT_REPORT_TEXT.pageTitle })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(VISIT_TASK_LABELS.conversation);
    await expect(main).toContainText(VISIT_TASK_LABELS.walk);
    await expect(main).toContainText(VISIT_MOOD_LABELS[4]);
    await expect(main).toContainText("She sang two songs and asked after the grandchildren.");
    // The photo is fetched with the session and shown: it has really loaded (the page allows blob: images).
    const photo = page.getByRole("img", { name: VISIT_REPORT_TEXT.photoAlt(`${sita} Devi`) });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expect(photo).toHaveAttribute("src", /^blob:/);
    await expectNoSidewaysScroll(page, "the visit report");
    await expectNoAxeViolations(page);

    // The family rates the visit and asks for the same companion again.
    await page
      .getByRole("radio", { name: VISIT_REPORT_TEXT.starLabel(5), exact: true })
      .check({ force: true });
    await page.getByLabel(VISIT_REPORT_TEXT.commentLabel).fill("Thank you, she was so happy.");
    // The wish names the companion, not "them" (issue 41).
    const again = page.getByRole("radio", { name: /^Send (?!them )\S+ again when possible$/ });
    const wish =
      (await again.getAttribute("value")) === "prefer"
        ? await again.evaluate((el) => el.closest("label")?.textContent ?? "")
        : "";
    expect(wish).toMatch(/^Send \S+ again when possible$/);
    await again.check({ force: true });
    await page.getByRole("button", { name: VISIT_REPORT_TEXT.rate }).click();
    await expect(page.getByText(VISIT_REPORT_MESSAGES.rated).first()).toBeVisible();
    const yours = page.getByRole("region", { name: VISIT_REPORT_TEXT.yourRating });
    await expect(yours).toContainText(VISIT_REPORT_TEXT.starLabel(5));
    await expect(yours).toContainText("Thank you, she was so happy.");
    await expect(yours).toContainText(wish);
    // Rated once: the form is gone, also after a reload.
    await page.reload();
    await expect(page.getByRole("button", { name: VISIT_REPORT_TEXT.rate })).toHaveCount(0);
    await expect(page.getByRole("region", { name: VISIT_REPORT_TEXT.yourRating })).toBeVisible();
  },
);
