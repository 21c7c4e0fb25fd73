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

/** Signs a real member in before the app loads, as a finished login would (their token and details). */
export async function signInAs(
  page: Page,
  member: { token: string; name: string; email: string; userId: number },
) {
  await page.addInitScript((m) => {
    window.localStorage.setItem("eldercare.session-token", m.token);
    window.localStorage.setItem(
      "eldercare.session",
      JSON.stringify({ kind: "user", user: { user_name: m.name, email: m.email, user_id: m.userId } }),
    );
  }, member);
}
