// @vitest-environment jsdom
import { type AppLanguage, LANGUAGE_CONTROL_LABEL } from "@eldercare/contracts";
import { companionBn } from "@eldercare/contracts/i18n/companion/bn";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { companionHi } from "@eldercare/contracts/i18n/companion/hi";
import { companionTa } from "@eldercare/contracts/i18n/companion/ta";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { CompanionLayout } from "../../../app/companion-layout.tsx";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../../../lib/session-token.ts";
import { stubApi } from "../../../test/api-stub.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CompanionVisitsPage } from "./companion-visits-page.tsx";

/*
 * The companion's app in Hindi, Bengali and Tamil (issue 46): opened by the team's `?lang=` link or from
 * the account's language, every word of the app is the language's, and none of the English catalogue's
 * words or a raw key is left on the page.
 */

const CATALOGUES = { hi: companionHi, bn: companionBn, ta: companionTa } as const;

/** The English catalogue's plain words (no filled-in parts), longer than a word or two. */
const ENGLISH_WORDS = Object.values(companionEn)
  .flatMap((group) => Object.values(group as Record<string, string>))
  .filter((text) => !text.includes("{{") && text.length > 4);
const RAW_KEY = /\b(app|check|report|card|server|mood|task|mobility|login)\.[a-zA-Z_]+\b/;

function signInCompanion(language?: AppLanguage) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      kind: "companion",
      companion: { user_name: "Sunita Sharma", companion_id: 12, ...(language ? { language } : {}) },
    }),
  );
}

function App() {
  return (
    <Routes>
      <Route path="/companion" element={<CompanionLayout />}>
        <Route index element={<CompanionVisitsPage />} />
      </Route>
    </Routes>
  );
}

const visits = {
  from: "2026-12-03",
  to: "2026-12-10",
  visits: [
    companionVisitFixture({
      booking_id: 1,
      checked_in_at: "2026-12-03T03:35:00.000Z",
      emergency_card: {
        contacts: [{ name: "Ramesh Das", relation: "Son", phone: "9830098300" }],
        hospital_name: "AMRI",
        hospital_address: "Dhakuria",
        hospital_phone: "03366260000",
        allergies: "Penicillin",
        medicines: "Metformin",
        emergency_notes: "Diabetic",
      },
    }),
    companionVisitFixture({ booking_id: 2, visit_date: "2026-12-05", status: "completed" }),
  ],
};

beforeEach(() => window.sessionStorage.clear());

describe("the companion's app in Hindi, Bengali and Tamil", () => {
  for (const [lang, words] of Object.entries(CATALOGUES)) {
    it(`opens in ${lang} from the team's ?lang=${lang} link, with no English word of the app left`, async () => {
      signInCompanion();
      stubApi({ companionGetVisits: visits });
      const { container } = renderWithApp(<App />, { path: `/companion?lang=${lang}` });
      expect(await screen.findByRole("heading", { level: 1, name: words.app.title })).toBeVisible();
      await screen.findByRole("region", { name: new RegExp(`^${words.app.today}`) });
      expect(container.querySelector(`[lang="${lang}"]`)).not.toBeNull();
      expect(screen.getByRole("button", { name: words.app.logOut })).toBeVisible();
      // The label says "Language" in every language, whichever is chosen.
      expect(screen.getByLabelText(LANGUAGE_CONTROL_LABEL)).toHaveValue(lang);
      const card = screen.getAllByRole("article")[0] as HTMLElement;
      expect(within(card).getByText(words.app.address)).toBeVisible();
      expect(within(card).getByText(words.mobility.walks_with_support)).toBeVisible();
      expect(within(card).getByText(words.card.emergencyCard)).toBeInTheDocument();
      expect(within(card).getByText(words.card.allergies)).toBeInTheDocument();

      const text = container.textContent ?? "";
      expect(text).not.toMatch(RAW_KEY);
      expect(ENGLISH_WORDS.filter((english) => text.includes(english))).toEqual([]);
      // The choice is kept for the session: a reload without the link stays in it.
      expect(window.sessionStorage.getItem("eldercare.companion-language")).toBe(lang);
    });
  }

  it("starts in the account's language when no link says otherwise", async () => {
    signInCompanion("ta");
    stubApi({ companionGetVisits: visits });
    renderWithApp(<App />, { path: "/companion" });
    expect(await screen.findByRole("heading", { level: 1, name: companionTa.app.title })).toBeVisible();
  });

  it("a link's language wins over the account's", async () => {
    signInCompanion("ta");
    stubApi({ companionGetVisits: visits });
    renderWithApp(<App />, { path: "/companion?lang=bn" });
    expect(await screen.findByRole("heading", { level: 1, name: companionBn.app.title })).toBeVisible();
  });

  it("ignores a lang it does not offer", async () => {
    signInCompanion();
    stubApi({ companionGetVisits: visits });
    renderWithApp(<App />, { path: "/companion?lang=fr" });
    expect(await screen.findByRole("heading", { level: 1, name: companionEn.app.title })).toBeVisible();
    expect(screen.getByLabelText(LANGUAGE_CONTROL_LABEL)).toHaveValue("en");
  });
});
