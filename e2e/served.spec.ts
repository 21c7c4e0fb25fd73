import { expect, test } from "./fixtures.ts";
import { createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Where we serve (issue 25): the home and Services pages list the Indian cities served, by state (in
 * the page's HTML, before any script), and a town not listed leads somewhere: on the loved-one form,
 * "My town is not listed" tells the team as an enquiry; on the public pages, the enquiry form.
 */

test("the home and Services pages say where the service runs, in the page itself", {
  tag: "@phone-only",
}, async ({ page }) => {
  for (const path of ["/", "/services/consulting"]) {
    // Prerendered: the cities are in the HTML a search engine or a slow phone gets first.
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain("Where we serve");
    expect(html, path).toContain("Tiruchirappalli");

    await page.goto(path);
    const section = page.getByRole("region", { name: "Where we serve" });
    await expect(section).toContainText(/Our companions visit homes in \d+ cities across \d+ states/);
    await section.getByText("See every city we serve, by state").click();
    await expect(section.getByRole("listitem").filter({ hasText: "Tamil Nadu" })).toContainText(
      "Chennai, Coimbatore, Madurai, Tiruchirappalli",
    );
  }
  await page
    .getByRole("region", { name: "Where we serve" })
    .getByRole("button", { name: "Tell us where they live" })
    .click();
  await expect(page.getByRole("dialog", { name: "Your Peace of Mind Starts Here" })).toBeVisible();
});

test("a member whose mother lives in a town not listed tells the team from the loved-one form", {
  tag: "@phone-only",
}, async ({ page, request }) => {
  const member = await createMember(request, "town", "Ravi Iyer");
  await signInAs(page, member);
  await page.goto("/user/form");
  await page.getByRole("button", { name: "Add a loved one" }).click();
  const form = page.getByRole("region", { name: "Add a loved one" });
  await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Tamil Nadu" });
  await form.getByRole("button", { name: "My town is not listed" }).click();
  await form.getByRole("textbox", { name: /^Town/ }).fill("Tiruppur");
  await form.getByRole("button", { name: "Send to our team" }).click();
  await expect(form.getByRole("status")).toContainText(
    /Thank you\. We have noted Tiruppur, Tamil Nadu, and our team will write to you about care there\. \(ENQ-\d+\)/,
  );
  // Nothing of the loved-one form was sent: it still waits to be saved.
  await expect(form.getByRole("button", { name: "Save" })).toBeVisible();
});
