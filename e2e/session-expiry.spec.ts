import { expect, test } from "./fixtures.ts";
import { createMember } from "./members.ts";
import { signInAs } from "./session.ts";

// Phone only (families): a session ending works the same at any size.
test("a member whose session ended on the server is logged out with the spec message and asked to log in again", {
  tag: "@phone-only",
}, async ({ page, request }) => {
  const member = await createMember(request, "expiry", "Sunil Dutta");
  // The browser holds the session the registration created, as after a real sign-up.
  await signInAs(page, member);
  await page.goto("/user/profile");
  await expect(page.getByRole("main").getByText(member.email)).toBeVisible();

  // The session is revoked elsewhere (logout on another device).
  const out = await request.post("/api/users/logout/", {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(out.status()).toBe(200);

  await page.reload();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Authentication failed. Please login again." }),
  ).toBeVisible();
  const login = page.getByRole("dialog", { name: "User Login" });
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("eldercare.session-token"))).toBeNull();
});
