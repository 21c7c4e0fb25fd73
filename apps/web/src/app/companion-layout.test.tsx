// @vitest-environment jsdom
import { SUCCESS_MESSAGES, COMPANION_APP_MESSAGES as T } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";
import { stubApi } from "../test/api-stub.ts";
import { CompanionAppRoutes } from "../test/companion-app-routes.tsx";
import { renderWithApp, signIn } from "../test/render.tsx";

describe("the companion's app", () => {
  it("sends a visitor of /companion to the companion login, not the site's dialog", async () => {
    stubApi({});
    const { location } = renderWithApp(<CompanionAppRoutes />, { path: "/companion" });
    await waitFor(() => expect(location()).toBe("/companion/login"));
    expect(screen.getByText("Login page")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: T.logOut })).toBeNull();
  });

  it("sends a member who opens /companion home", async () => {
    stubApi({});
    signIn();
    const { location } = renderWithApp(<CompanionAppRoutes />, { path: "/companion" });
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("shows the companion's name and Log out, which ends the session and goes back to the login", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ kind: "companion", companion: { user_name: "Sunita Sharma", companion_id: 12 } }),
    );
    const api = stubApi({ companionLogout: { Message: SUCCESS_MESSAGES.logout } });
    const { user, location } = renderWithApp(<CompanionAppRoutes />, { path: "/companion" });
    expect(screen.getByText("Visits page")).toBeVisible();
    expect(screen.getByText("Sunita Sharma")).toBeVisible();
    expect(screen.queryByRole("navigation")).toBeNull();
    await user.click(screen.getByRole("button", { name: T.logOut }));
    await waitFor(() => expect(location()).toBe("/companion/login"));
    expect(api.bodies("companionLogout")).toHaveLength(1);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
