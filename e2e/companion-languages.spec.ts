import { LANGUAGE_CONTROL_LABEL } from "@eldercare/contracts";
import { companionBn } from "@eldercare/contracts/i18n/companion/bn";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { companionHi } from "@eldercare/contracts/i18n/companion/hi";
import { companionTa } from "@eldercare/contracts/i18n/companion/ta";
import { adminToken } from "./admin.ts";
import { confirmedVisit, logInAsCompanion } from "./companion.ts";
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo, test } from "./fixtures.ts";
import { expectNoSidewaysScroll, useTextSize } from "./layout.ts";
import { uniqueFirstName } from "./members.ts";

/**
 * The companion's app in Hindi, Bengali and Tamil (issue 46): the Language control switches the app at
 * once, in its script's font, with none of the English catalogue's words left; the choice is kept on the
 * account, and a `?lang=` link opens the app in its language. At 150% text each script's longer words
 * still fit a phone: no sideways scroll, the header's controls whole and on screen.
 */

const LANGUAGES = [
  ["hi", companionHi, "Noto Sans Devanagari"],
  ["bn", companionBn, "Noto Sans Bengali"],
  ["ta", companionTa, "Noto Sans Tamil"],
] as const;

/** The English catalogue's plain words (nothing filled in), longer than a word or two. */
const ENGLISH_WORDS = Object.values(companionEn)
  .flatMap((group) => Object.values(group as Record<string, string>))
  .filter((text) => !text.includes("{{") && text.length > 4);

/** A companion holding a visit to `lovedOneFirstName` Devi (no notes, so no English from the family), signed in on `page`. */
async function logInWithAVisit(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  lovedOneFirstName: string,
  prefix: string,
) {
  const { held } = await confirmedVisit(request, await adminToken(request, testInfo.project.name), {
    prefix: `${prefix}${testInfo.project.name[0]}`,
    memberName: "Arun Bose",
    lovedOne: { full_name: `${lovedOneFirstName} Devi`, notes: "" },
    booking: { notes: "" },
  });
  await logInAsCompanion(page, request, held.phone.replace(/^\+91/, ""));
}

test(
  "a companion switches the app to Hindi, Bengali and Tamil, and a lang link opens it in one",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    const sita = uniqueFirstName("Sita");
    await logInWithAVisit(page, request, testInfo, sita, "lng");
    await expect(page.getByRole("heading", { level: 1, name: companionEn.app.title })).toBeVisible();

    for (const [lang, words, font] of LANGUAGES) {
      await page.getByLabel(LANGUAGE_CONTROL_LABEL).selectOption(lang);
      await expect(page.getByRole("heading", { level: 1, name: words.app.title })).toBeVisible();
      await expect(page.getByRole("button", { name: words.app.logOut })).toBeVisible();
      const card = page.getByRole("article", { name: new RegExp(sita) });
      await expect(card.getByText(words.app.address)).toBeVisible();
      // The script's own font is loaded (a face of it fetched, and none left to fetch for the title's text).
      await expect
        .poll(() =>
          page.evaluate(
            ([f, sample]) => {
              let loaded = false;
              document.fonts.forEach((face) => {
                if (face.family.replace(/"/g, "") === f && face.status === "loaded") loaded = true;
              });
              return loaded && document.fonts.check(`16px "${f}"`, sample);
            },
            [font, words.app.title] as const,
          ),
        )
        .toBe(true);
      const text = (await page.locator("main").textContent()) ?? "";
      expect(ENGLISH_WORDS.filter((english) => text.includes(english))).toEqual([]);
    }

    // Kept on the account: a new session starts in Tamil; a link's language wins for its tab.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: companionTa.app.title })).toBeVisible();
    await page.goto("/companion?lang=hi");
    await expect(page.getByRole("heading", { level: 1, name: companionHi.app.title })).toBeVisible();
    await page.goto("/companion");
    await expect(page.getByRole("heading", { level: 1, name: companionHi.app.title })).toBeVisible();
    await page.getByLabel(LANGUAGE_CONTROL_LABEL).selectOption("en");
    await expect(page.getByRole("heading", { level: 1, name: companionEn.app.title })).toBeVisible();
  },
);

/** Inside the phone's width from left to right, and its text not cut off inside it. */
async function expectWholeOnScreen(control: Locator, label: string) {
  await expect(control, label).toBeVisible();
  const box = await control.boundingBox();
  const width = control.page().viewportSize()?.width ?? 0;
  expect(box, label).not.toBeNull();
  expect.soft(box?.x ?? -1, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect.soft((box?.x ?? 0) + (box?.width ?? 0), `${label}: right edge`).toBeLessThanOrEqual(width + 0.5);
  const clipped = await control.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect.soft(clipped, `${label}: its text fits inside it`).toBe(false);
}

test(
  "at 150% text the app in Hindi, Bengali and Tamil reflows on a phone, its header's controls whole",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    const sita = uniqueFirstName("Sita");
    await useTextSize(page, "150%");
    await logInWithAVisit(page, request, testInfo, sita, "lgz");
    for (const [lang, words] of LANGUAGES) {
      await page.goto(`/companion?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: words.app.title })).toBeVisible();
      await expect(page.getByRole("article", { name: new RegExp(sita) })).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("24px");
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expectNoSidewaysScroll(page, `/companion?lang=${lang} at 150%`);
      const header = page.getByRole("banner");
      await expectWholeOnScreen(header.getByRole("button", { name: words.app.logOut }), `${lang}: Log out`);
      await expectWholeOnScreen(header.getByLabel(LANGUAGE_CONTROL_LABEL), `${lang}: Language`);
    }
  },
);
