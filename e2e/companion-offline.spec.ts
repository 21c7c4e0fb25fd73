import {
  VISIT_CHECK_MESSAGES,
  VISIT_CHECK_TEXT,
  VISIT_REPORT_TEXT,
  VISIT_TASK_LABELS,
} from "@eldercare/contracts";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { adminToken } from "./admin.ts";
import { confirmedVisit, logInAsCompanion, startVisit } from "./companion.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueFirstName } from "./members.ts";

/*
 * The companion's phone without signal (issue 46): the app is installable, opens from its cache with no
 * network, keeps what the companion does offline through closing the app, and sends it once when the
 * signal returns; a visit the team cancelled meanwhile is refused with its reason.
 */

const O = companionEn.offline;

/** A companion on a phone with today's confirmed visit, logged in, the visit list loaded and cached. */
async function companionAtTheDoor(page: Page, request: APIRequestContext, project: string, prefix: string) {
  const token = await adminToken(request, project);
  const sita = uniqueFirstName("Sita");
  const { member, booking, held } = await confirmedVisit(request, token, {
    prefix: `${prefix}${project[0]}`,
    memberName: "Rina Ghosh",
    lovedOne: { full_name: `${sita} Devi` },
  });
  const companion = await startVisit(request, token, booking.booking_id, held);
  await logInAsCompanion(page, request, companion.phone.replace(/^\+91/, ""));
  const card = page.getByRole("article", { name: new RegExp(sita) });
  await expect(card.getByRole("button", { name: VISIT_CHECK_TEXT.checkIn })).toBeEnabled();
  // The service worker has installed and controls the app, so its files are on the phone.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  return { token, sita, member, booking, card, lovedOne: `${sita} Devi` };
}

/** The family's messages about the visit, by subject, in the development inbox. */
async function familyMessages(request: APIRequestContext, email: string, subject: RegExp) {
  const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(email.toLowerCase())}`);
  const { messages } = (await res.json()) as { messages: Array<{ subject: string }> };
  return messages.filter((m) => subject.test(m.subject)).length;
}

test(
  "the app is installable and opens today's visits from the phone with no network",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    test.slow();
    const { card } = await companionAtTheDoor(page, request, testInfo.project.name, "pwa");
    // Chromium's own install check: a manifest with name, icons and start URL, and a worker controlling
    // the page. A test browser's profile is always private, which alone blocks installing: set aside.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
    const { url, errors } = await cdp.send("Page.getAppManifest");
    expect(url).toMatch(/\/companion\.webmanifest$/);
    expect(errors).toEqual([]);
    const manifest = (await (await request.get("/companion.webmanifest")).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: "/companion", scope: "/companion", display: "standalone" });

    await page.context().setOffline(true);
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.getByText(O.keptList, { exact: false })).toContainText(
      /Last refreshed \d{1,2}:\d{2} [AP]M/,
    );
    await page.context().setOffline(false);
  },
);

test(
  "offline: check in, check out and the report with its photo wait through closing the app, then go once",
  { tag: "@phone-only" },
  async ({ page, request, context }, testInfo) => {
    test.slow();
    const { token, member, booking, card, lovedOne } = await companionAtTheDoor(
      page,
      request,
      testInfo.project.name,
      "off",
    );
    await context.setOffline(true);
    await card.getByRole("button", { name: VISIT_CHECK_TEXT.checkIn }).click();
    await expect(card.getByRole("status")).toHaveText(O.checkInKept);
    await expect(card.getByText(/^Checked in at \d{1,2}:\d{2} [AP]M/)).toBeVisible();
    await expect(card.getByText(O.waiting)).toBeVisible();
    const checkOut = card.getByRole("button", { name: VISIT_CHECK_TEXT.checkOut });
    await expect(checkOut).toBeEnabled();
    await checkOut.click();
    await card.getByRole("button", { name: VISIT_CHECK_TEXT.endVisitNow }).click();
    await expect(card.getByText(/^Checked out at /)).toBeVisible();

    await card.getByRole("link", { name: new RegExp(`^${VISIT_REPORT_TEXT.fileReport}`) }).click();
    await page.getByRole("checkbox", { name: VISIT_TASK_LABELS.conversation }).check({ force: true });
    await page.getByRole("radio", { name: "Good", exact: true }).check({ force: true });
    await page.getByLabel(VISIT_REPORT_TEXT.familyNoteLabel).fill("Written in the lift.");
    await page.getByLabel(VISIT_REPORT_TEXT.photoLabel).setInputFiles({
      name: "visit.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#80a040" } })
        .jpeg()
        .toBuffer(),
    });
    await page.getByRole("button", { name: VISIT_REPORT_TEXT.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: O.reportSaved })).toBeVisible();

    // The app is closed and opened again, still without signal: everything still waits.
    await page.close();
    const again = await context.newPage();
    await again.goto("/companion");
    await expect(again.getByText("3 things are waiting to send.")).toBeVisible();
    await expect(again.getByText(O.waiting, { exact: true })).toHaveCount(3);

    // The signal returns: each is sent once, in order; the family is told once of each.
    await context.setOffline(false);
    await expect(again.getByText(/waiting to send/i)).toHaveCount(0, { timeout: 20_000 });
    // The card says so; between midnight and the morning in India the visit (begun "a moment ago") may be
    // yesterday's, which leaves the list once done: the server's records below are the proof either way.
    const cardAgain = again.getByRole("article", { name: new RegExp(lovedOne.split(" ")[0] ?? "") });
    await expect
      .poll(
        async () =>
          (await cardAgain.count()) === 0 ||
          (await cardAgain.getByText(companionEn.report.reportFiled).isVisible()),
      )
      .toBe(true);
    const report = await request.post("/api/admin/getvisitreport/", {
      headers: { authorization: `Bearer ${token}` },
      data: { booking_id: booking.booking_id },
    });
    expect(report.status(), await report.text()).toBe(200);
    const { Data } = (await report.json()) as {
      Data: {
        checked_in_at: string | null;
        checked_out_at: string | null;
        has_photo: boolean;
        family_note: string;
      };
    };
    expect(Data).toMatchObject({ has_photo: true, family_note: "Written in the lift." });
    expect(Data.checked_in_at).not.toBeNull();
    expect(Data.checked_out_at).not.toBeNull();
    const arrived = new RegExp(`has arrived for ${lovedOne}$`);
    const ready = new RegExp(`report of the visit to ${lovedOne} is ready`);
    await expect.poll(() => familyMessages(request, member.email, ready)).toBe(1);
    expect(await familyMessages(request, member.email, arrived)).toBe(1);
    // Opened once more online: nothing is sent twice.
    await again.reload();
    await expect(again.getByText(/waiting to send/i)).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await cardAgain.count()) === 0 ||
          (await cardAgain.getByText(companionEn.report.reportFiled).isVisible()),
      )
      .toBe(true);
    expect(await familyMessages(request, member.email, arrived)).toBe(1);
    expect(await familyMessages(request, member.email, ready)).toBe(1);
  },
);

test(
  "a check-in made offline on a visit the team cancelled meanwhile says why it could not be sent",
  { tag: "@phone-only" },
  async ({ page, request, context }, testInfo) => {
    test.slow();
    const { token, booking, card, sita } = await companionAtTheDoor(
      page,
      request,
      testInfo.project.name,
      "can",
    );
    await context.setOffline(true);
    await card.getByRole("button", { name: VISIT_CHECK_TEXT.checkIn }).click();
    await expect(card.getByText(O.waiting)).toBeVisible();
    const cancelled = await request.post("/api/admin/takeaction/", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        booking_id: booking.booking_id,
        action: "cancel",
        remarks: "The family called: she is unwell.",
      },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await context.setOffline(false);
    const notSent = page.getByRole("region", { name: O.notSent });
    await expect(notSent).toBeVisible({ timeout: 20_000 });
    await expect(notSent).toContainText(`${O.actionCheckIn}: ${sita}`);
    await expect(notSent).toContainText(VISIT_CHECK_MESSAGES.notConfirmed);
    await notSent.getByRole("button", { name: /Remove/ }).click();
    await expect(notSent).toHaveCount(0);
  },
);
