import {
  VISIT_CHECK_TEXT,
  VISIT_MOOD_LABELS,
  VISIT_REPORT_MESSAGES,
  VISIT_REPORT_TEXT,
  VISIT_TASK_LABELS,
} from "@eldercare/contracts";
import sharp from "sharp";
import { adminToken } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedVisit, logInAsCompanion, startVisit } from "./companion.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueFirstName } from "./members.ts";

/**
 * The companion's own app (issue 26): a companion of the development roster logs in on a phone with a
 * code by SMS and sees the visit the team confirmed with them; a visitor is sent to the companion login.
 */

test(
  "a companion logs in on a phone with a code and sees the visit assigned to them",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family and its confirmed visit, the login by code, and two accessibility scans
    const sita = uniqueFirstName("Sita");
    const { booking, held: companion } = await confirmedVisit(
      request,
      await adminToken(request, testInfo.project.name),
      {
        prefix: `cmp${testInfo.project.name[0]}`,
        memberName: "Arun Bose",
        lovedOne: { full_name: `${sita} Devi`, notes: "Likes to talk about music." },
        booking: { notes: "Please bring the BP log." },
      },
    );
    const phone = companion.phone.replace(/^\+91/, "");

    await logInAsCompanion(page, request, phone);

    await expect(page.getByRole("heading", { level: 1, name: "Your visits" })).toBeVisible();
    const card = page.getByRole("article", { name: new RegExp(sita) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(booking.service_name);
    await expect(card).toContainText("12 Lake Road, Ballygunge, Kolkata 700029");
    await expect(card).toContainText("Ramesh Das");
    await expect(card).toContainText("Walks with support");
    await expect(card).toContainText("For this visit: Please bring the BP log.");
    await expect(card).toContainText(`About ${sita}: Likes to talk about music.`);
    await expect(card).not.toContainText(`${sita} Devi`);
    await expect(card.getByRole("link", { name: /Call \+91 98300 11111/ })).toHaveAttribute(
      "href",
      "tel:+919830011111",
    );
    await expect(card.getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20Lake%20Road/,
    );
    // Phone first: no site, member or console navigation; the header has only Log out.
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button")).toHaveText(["Log out"]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/companion\/login$/);
  },
);

test("a visitor opening /companion is sent to the companion login", { tag: "@phone-only" }, async ({
  page,
}) => {
  await page.goto("/companion");
  await expect(page).toHaveURL(/\/companion\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Companion login" })).toBeVisible();
  // A first visit is not an error: no boxed reason (issue 41).
  await expect(page.getByText("Please log in to see your visits")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a companion whose session has ended is told why on the login page", { tag: "@phone-only" }, async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("eldercare.session-token", "a-session-the-server-has-ended");
    window.localStorage.setItem(
      "eldercare.session",
      JSON.stringify({ kind: "companion", companion: { user_name: "Meera Das", companion_id: 1 } }),
    );
  });
  await page.goto("/companion");
  await expect(page).toHaveURL(/\/companion\/login$/);
  await expect(page.getByText("Please log in to see your visits")).toBeVisible();
});

test(
  "at the door a companion checks in, and after the visit checks out",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family and its confirmed visit, then the companion's login, checks and questions
    const token = await adminToken(request, testInfo.project.name);
    const sita = uniqueFirstName("Sita");
    const { booking, held } = await confirmedVisit(request, token, {
      prefix: `chk${testInfo.project.name[0]}`,
      memberName: "Mita Sen",
      lovedOne: { full_name: `${sita} Devi` },
    });
    // Development time travel: the visit has just begun, so its companion can check in.
    const companion = await startVisit(request, token, booking.booking_id, held);

    await logInAsCompanion(page, request, companion.phone.replace(/^\+91/, ""));
    const card = page.getByRole("article", { name: new RegExp(sita) });
    const share = card.getByRole("checkbox", { name: "Share my location with this check" });
    await expect(share).not.toBeChecked();
    // The browser gives this page no location (none granted): ticking the box says so at once, beside
    // it, rather than nothing (issue 42); unticked, the words go.
    await share.check();
    await expect(card.getByText(VISIT_CHECK_TEXT.locationBlocked)).toBeVisible();
    await expect(share).toHaveAccessibleDescription(
      `${VISIT_CHECK_TEXT.shareLocationHint} ${VISIT_CHECK_TEXT.locationBlocked}`,
    );
    await share.uncheck();
    await expect(card.getByText(VISIT_CHECK_TEXT.locationBlocked)).toHaveCount(0);
    // Allowed in the browser, the box says nothing more and the check goes with the position.
    await page.context().setGeolocation({ latitude: 22.5205, longitude: 88.3659, accuracy: 20 });
    await page.context().grantPermissions(["geolocation"]);
    await share.check();
    await expect(card.getByText(VISIT_CHECK_TEXT.locationBlocked)).toHaveCount(0);
    await card.getByRole("button", { name: "Check in" }).click();
    await expect(page.getByText("Checked in. The family has been told you have arrived.")).toBeVisible();
    await expect(card.getByText(/^Checked in at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(page.getByText(VISIT_CHECK_TEXT.locationUnavailable)).toHaveCount(0);
    // A minute after arriving, Check out asks first: the visit is planned for two hours (issue 42).
    await card.getByRole("button", { name: "Check out" }).click();
    const ask = card.getByRole("group", {
      name: /^You checked in (less than a minute|1 minute) ago, and this visit is planned for 2 hours\. End the visit now\?$/,
    });
    await expect(ask).toBeVisible();
    await expect(card.getByRole("button", { name: VISIT_CHECK_TEXT.keepVisit })).toBeFocused();
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: VISIT_CHECK_TEXT.keepVisit }).click();
    await expect(ask).toHaveCount(0);
    await expect(card.getByText(/^Checked out at /)).toHaveCount(0);
    await card.getByRole("button", { name: "Check out" }).click();
    await card.getByRole("button", { name: VISIT_CHECK_TEXT.endVisitNow }).click();
    await expect(page.getByText("Checked out. Please file the visit report now.")).toBeVisible();
    await expect(card.getByText(/^Checked out at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(card.getByRole("button", { name: /Check (in|out)/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test(
  "check in from the first screen, check out after being asked, and file the report with a photo",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family and its confirmed visit, then the companion's whole visit on a phone
    const token = await adminToken(request, testInfo.project.name);
    const sita = uniqueFirstName("Sita");
    const { booking, held } = await confirmedVisit(request, token, {
      prefix: `off${testInfo.project.name[0]}`,
      memberName: "Rina Ghosh",
      lovedOne: { full_name: `${sita} Devi` },
    });
    const companion = await startVisit(request, token, booking.booking_id, held);
    await logInAsCompanion(page, request, companion.phone.replace(/^\+91/, ""));
    const card = page.getByRole("article", { name: new RegExp(sita) });
    await expect(card.getByRole("button", { name: VISIT_CHECK_TEXT.checkIn })).toBeEnabled();
    // Check in is on the phone's first screen, above the visit's details, and no login toast sits over
    // the page's title (issue 41).
    await expect(card.getByRole("button", { name: VISIT_CHECK_TEXT.checkIn })).toBeInViewport();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Your visits" })).toBeInViewport();

    await card.getByRole("button", { name: VISIT_CHECK_TEXT.checkIn }).click();
    await expect(card.getByText(/^Checked in at /)).toBeVisible();
    await expect(card.getByRole("alert")).toHaveCount(0);
    // A second tap where Check in was does not check her out: Check out waits a moment, saying so.
    const checkOut = card.getByRole("button", { name: VISIT_CHECK_TEXT.checkOut });
    await expect(checkOut).toBeDisabled();
    await expect(card.getByText(VISIT_CHECK_TEXT.checkOutSoon)).toBeVisible();
    await expect(checkOut).toBeEnabled();

    // Checking out minutes after arriving asks first (issue 42); the answer is sent from there.
    const endNow = card.getByRole("button", { name: VISIT_CHECK_TEXT.endVisitNow });
    await checkOut.click();
    await endNow.click();
    await expect(card.getByText(/^Checked out at /)).toBeVisible();

    // The visit list refreshes after checking out and may redraw the card under the tap: tap again then.
    const fileReport = card.getByRole("link", { name: new RegExp(`^${VISIT_REPORT_TEXT.fileReport}`) });
    await expect(async () => {
      await fileReport.click();
      await expect(page).toHaveURL(new RegExp(`/companion/visit/${booking.booking_id}/report$`), {
        timeout: 2000,
      });
    }).toPass();
    // Sent empty, the form takes her to its first message (issue 41); the photo is a labelled button.
    await page.getByRole("button", { name: VISIT_REPORT_TEXT.submit }).click();
    const conversation = page.getByRole("checkbox", { name: VISIT_TASK_LABELS.conversation });
    await expect(page.getByRole("checkbox").first()).toBeFocused();
    await expect(page.getByText(VISIT_TASK_LABELS.conversation, { exact: true })).toBeInViewport();
    await expect(page.getByText(VISIT_REPORT_TEXT.choosePhoto, { exact: true })).toBeVisible();
    await expect(page.getByText(VISIT_REPORT_TEXT.noPhotoChosen)).toBeVisible();
    // The form may draw itself once more as the visit arrives again: a tap lost then is tapped again.
    await expect(async () => {
      await conversation.check({ force: true, timeout: 2000 });
      await expect(conversation).toBeChecked({ timeout: 1000 });
    }).toPass();
    await page.getByRole("radio", { name: VISIT_MOOD_LABELS[4], exact: true }).check({ force: true });
    await page.getByLabel(VISIT_REPORT_TEXT.familyNoteLabel).fill("Written in the lift.");
    await page.getByLabel(VISIT_REPORT_TEXT.photoLabel).setInputFiles({
      name: "visit.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#80a040" } })
        .jpeg()
        .toBuffer(),
    });
    await expect(page.getByRole("img", { name: VISIT_REPORT_TEXT.chosenPhotoAlt })).toBeVisible();
    await page.getByRole("button", { name: VISIT_REPORT_TEXT.submit }).click();
    await expect(page.getByText(VISIT_REPORT_MESSAGES.filed).first()).toBeVisible();
  },
);
