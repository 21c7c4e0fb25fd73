import { HEALTH_CONSENT } from "@eldercare/contracts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { addLovedOne, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * The emergency card (issue 29, decision 0059): from a loved one's card on the profile, the family writes
 * who to call, the nearest hospital, allergies (only with consent) and notes, and finds them kept.
 */

/** The consent's wording, which says who sees them (the contracts' one copy). */
const CONSENT = HEALTH_CONSENT.text;

test.describe("the emergency card", () => {
  test("a member writes a loved one's emergency card; allergies need consent; it is kept @phone-only", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, "emcard", "Anita Bose");
    await addLovedOne(request, member);
    await signInAs(page, member);
    await page.goto("/user/profile");
    await page.getByRole("button", { name: /^Emergency card: / }).click();
    const dialog = page.getByRole("dialog", { name: /^Emergency card: / });
    await expect(dialog.getByText(/on the day of the visit only/)).toBeVisible();

    await dialog.getByRole("textbox", { name: /^Name/ }).first().fill("Ramesh Das");
    // Issue 42: the son lives in London. His UK mobile typed under +91 is kept whole and refused beside
    // the field, never cut to a number that does not exist; with +44 it is saved.
    const phone = dialog.getByRole("textbox", { name: /^Phone/ }).first();
    await phone.fill("07911234568");
    await phone.blur();
    await expect(phone).toHaveValue("07911234568");
    await expect(dialog.getByText("Please enter a valid 10-digit phone number")).toBeVisible();
    await dialog.getByRole("combobox", { name: "Country code" }).first().selectOption("+44");
    await expect(dialog.getByText("Please enter a valid 10-digit phone number")).toBeHidden();
    await dialog
      .getByRole("textbox", { name: /^Who they are/ })
      .first()
      .fill("Son");
    await dialog.getByRole("textbox", { name: /^Hospital$/ }).fill("AMRI Hospital, Dhakuria");
    await dialog.getByRole("textbox", { name: /^Hospital phone/ }).fill("033 6626 0000");
    await dialog.getByRole("textbox", { name: /^Allergies/ }).fill("Penicillin");
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(
      dialog.getByText("Please agree to us keeping allergies and medicines, or leave both empty"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("checkbox", { name: CONSENT }).check();
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Emergency card saved.")).toBeVisible();

    // Kept: a reload opens it as written.
    await page.reload();
    await page.getByRole("button", { name: /^Emergency card: / }).click();
    await expect(dialog.getByRole("textbox", { name: /^Name/ }).first()).toHaveValue("Ramesh Das");
    await expect(dialog.getByRole("combobox", { name: "Country code" }).first()).toHaveValue("+44");
    await expect(dialog.getByRole("textbox", { name: /^Phone/ }).first()).toHaveValue("7911234568");
    await expect(dialog.getByRole("textbox", { name: /^Allergies/ })).toHaveValue("Penicillin");
    await expect(dialog.getByRole("checkbox", { name: CONSENT })).toBeChecked();

    // Printable: the card on a page of its own.
    const [tab] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("link", { name: /^Print this card/ }).click(),
    ]);
    const sheet = tab.getByRole("article", { name: "Emergency card of Sita Devi" });
    await expect(sheet.getByText("Ramesh Das (Son), +44 7911234568")).toBeVisible();
    await expect(sheet.getByText("Penicillin")).toBeVisible();
    await expect(tab.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoAxeViolations(tab);
    await tab.close();
  });
});
