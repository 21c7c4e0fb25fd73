import type { Page } from "@playwright/test";

/**
 * Puts a signed-in session into the browser before the app loads, as a login would leave it
 * (session details plus token in localStorage). Used to check what each kind of session sees.
 */
export async function seedSession(
  page: Page,
  session:
    | { kind: "user"; user: { user_name: string; email: string; user_id: number } }
    | { kind: "admin"; admin: { user_name: string; email: string } },
) {
  await page.addInitScript((s) => {
    window.localStorage.setItem("eldercare.session-token", "test-token-not-valid-on-the-server");
    window.localStorage.setItem("eldercare.session", JSON.stringify(s));
  }, session);
}
