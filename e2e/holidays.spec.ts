import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The closed days (issue 44, decision 0079): an administrator lists 2027's holidays for West Bengal (the
 * library's and the state's), adds one for the state, and reopens it. Read on a phone as on a desk: the
 * list is one column of rows that wrap.
 */
test(
  "an administrator adds a state's holiday, sees it closed in the year's list, and reopens it",
  { tag: "@both" },
  async ({ page, request }, testInfo) => {
    const name = `Team Day ${testInfo.project.name} ${Date.now() % 100_000}`;
    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    await page.goto("/admin/holidays");
    await expect(page.getByRole("heading", { level: 1, name: "Holidays" })).toBeVisible();
    await page.getByRole("combobox", { name: "Year" }).selectOption("2027");
    await page.getByRole("combobox", { name: "State" }).selectOption({ label: "West Bengal" });
    const list = page.getByRole("list", { name: "Holidays in 2027" });
    // The library's national days and the state's own.
    await expect(list.getByRole("listitem", { name: /^Republic Day, / })).toContainText("All India");
    await expect(list.getByRole("listitem", { name: /^Swami Vivekananda Jayanti, / })).toContainText(
      "West Bengal",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add holiday" }).click();
    const dialog = page.getByRole("dialog", { name: "Add holiday" });
    await dialog.getByRole("textbox", { name: /^Name/ }).fill(name);
    await dialog.getByRole("combobox", { name: /^Where/ }).selectOption({ label: "West Bengal" });
    // A day of November 2027 for the state (each size its own half of the month); one already in the list
    // (the library's, or another run's) is refused with the form's message, and the next day is tried.
    const firstDay = testInfo.project.name === "phone" ? 2 : 16;
    for (let day = firstDay; ; day += 1) {
      expect(day, "a free day in the month's half").toBeLessThan(firstDay + 13);
      await dialog.getByLabel(/^Date/).fill(`2027-11-${String(day).padStart(2, "0")}`);
      await dialog.getByRole("button", { name: "Add holiday" }).click();
      const taken = dialog.getByText(new RegExp(`^${day} Nov 2027 is already in the list for West Bengal`));
      const outcome = await Promise.race([
        dialog.waitFor({ state: "hidden" }).then(
          () => "added" as const,
          () => "taken" as const, // the page closed (the test failed elsewhere)
        ),
        taken.waitFor().then(
          () => "taken" as const,
          () => "added" as const, // the dialog closed first: this wait ends with it
        ),
      ]);
      if (outcome === "added") break;
    }
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} added: the day is closed.`)).toBeVisible();

    const row = list.getByRole("listitem", { name: new RegExp(`^${name}, `) });
    await expect(row).toContainText("West Bengal");
    await expect(row).toContainText("Added by the team");
    await expect(row).toContainText("Closed");
    await row.getByRole("button", { name: `Reopen ${name}` }).click();
    await expect(page.getByText(`${name} is reopened: visits can be booked that day.`)).toBeVisible();
    await expect(row).toContainText("Open");
    await expect(row.getByRole("button", { name: `Close the day ${name}` })).toBeVisible();
  },
);
