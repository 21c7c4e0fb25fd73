// @vitest-environment jsdom
import { APP_LANGUAGE_NAMES, LANGUAGE_CONTROL_LABEL, LANGUAGE_MESSAGES } from "@eldercare/contracts";
import { companionBn } from "@eldercare/contracts/i18n/companion/bn";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { companionHi } from "@eldercare/contracts/i18n/companion/hi";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { CompanionLayout } from "../../../app/companion-layout.tsx";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../../../lib/session-token.ts";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";

/** The app's header and a page saying its title in the chosen language. */
function App() {
  return (
    <Routes>
      <Route path="/companion" element={<CompanionLayout />}>
        <Route index element={<p>page</p>} />
      </Route>
    </Routes>
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ kind: "companion", companion: { user_name: "Sunita Sharma", companion_id: 12 } }),
  );
});

describe("the companion's Language control (issue 46)", () => {
  it("is labelled in all four languages and names each in its own script", async () => {
    stubApi({});
    renderWithApp(<App />, { path: "/companion" });
    const select = await screen.findByLabelText(LANGUAGE_CONTROL_LABEL);
    expect(LANGUAGE_CONTROL_LABEL).toMatch(/Language.*भाषा.*ভাষা.*மொழி/);
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(Object.values(APP_LANGUAGE_NAMES));
    expect(select).toHaveValue("en");
  });

  it("changes the app at once, keeps the choice on the account and in the stored session", async () => {
    const api = stubApi({
      companionSetLanguage: (body) => ({ language: body.language, Message: LANGUAGE_MESSAGES.saved }),
    });
    const { user } = renderWithApp(<App />, { path: "/companion" });
    expect(await screen.findByRole("button", { name: companionEn.app.logOut })).toBeVisible();

    await user.selectOptions(screen.getByLabelText(LANGUAGE_CONTROL_LABEL), "hi");
    expect(await screen.findByRole("button", { name: companionHi.app.logOut })).toBeVisible();
    expect(screen.getByLabelText(LANGUAGE_CONTROL_LABEL)).toHaveValue("hi");
    await waitFor(() => expect(api.bodies("companionSetLanguage")).toEqual([{ language: "hi" }]));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}").companion.language).toBe(
        "hi",
      ),
    );
    expect(window.sessionStorage.getItem("eldercare.companion-language")).toBe("hi");

    await user.selectOptions(screen.getByLabelText(LANGUAGE_CONTROL_LABEL), "bn");
    expect(await screen.findByRole("button", { name: companionBn.app.logOut })).toBeVisible();
  });

  it("says in the chosen language when the account could not keep it, and keeps it on this phone", async () => {
    stubApi({ companionSetLanguage: refuse(500, { Code: "BE000", Message: "Something went wrong" }) });
    const { user } = renderWithApp(<App />, { path: "/companion" });
    await user.selectOptions(await screen.findByLabelText(LANGUAGE_CONTROL_LABEL), "hi");
    expect(await screen.findByRole("status")).toHaveTextContent(companionHi.app.languageNotSaved);
    expect(screen.getByRole("button", { name: companionHi.app.logOut })).toBeVisible();
  });
});
