// @vitest-environment jsdom
import {
  APP_LANGUAGE_LOCALES,
  type AppLanguage,
  COMPANION_VISIT_DAYS,
  indiaToday,
  LANGUAGE_CONTROL_LABEL,
  OTP_MESSAGES,
  SUCCESS_MESSAGES,
} from "@eldercare/contracts";
import { companionBn } from "@eldercare/contracts/i18n/companion/bn";
import { companionEn } from "@eldercare/contracts/i18n/companion/en";
import { companionHi } from "@eldercare/contracts/i18n/companion/hi";
import { companionTa } from "@eldercare/contracts/i18n/companion/ta";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { CompanionLayout } from "../../../app/companion-layout.tsx";
import { startTimeIn } from "../../../lib/i18n/locale-format.ts";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../../../lib/session-token.ts";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { COMPANY_FIXTURE } from "../../../test/booking-fixture.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CompanionLoginPage } from "../../auth/pages/companion-login-page.tsx";
import { CompanionVisitsPage } from "./companion-visits-page.tsx";

/*
 * The companion's app in Hindi, Bengali and Tamil (issue 46): opened by the team's `?lang=` link or from
 * the account's language, every word of the app is the language's, and none of the English catalogue's
 * words or a raw key is left on the page.
 */

const CATALOGUES = { hi: companionHi, bn: companionBn, ta: companionTa } as const;

/** The English catalogue's plain words (no filled-in parts), longer than a word or two. */
const ENGLISH_TEXTS = Object.values(companionEn).flatMap((group) =>
  Object.values(group as Record<string, string>),
);
/**
 * The English catalogue's plain words, and the words around what a sentence fills in ("-digit OTP sent
 * to", "(India time)"), longer than a word or two.
 */
const ENGLISH_WORDS = [
  ...ENGLISH_TEXTS.filter((text) => !text.includes("{{") && text.length > 4),
  ...ENGLISH_TEXTS.filter((text) => text.includes("{{")).flatMap((text) =>
    text
      .split(/\{\{\w+\}\}/)
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 8),
  ),
];
const RAW_KEY =
  /\b(app|check|report|card|server|mood|task|mobility|login|urgent|appointment|form)\.[a-zA-Z_]+\b/;

/** The English words left anywhere on the page (dialogs and toasts are outside the app's container). */
const englishLeft = () => ENGLISH_WORDS.filter((english) => document.body.textContent?.includes(english));

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
        <Route path="login" element={<CompanionLoginPage />} />
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
      expect(englishLeft()).toEqual([]);
      // The choice is kept for the session: a reload without the link stays in it.
      expect(window.sessionStorage.getItem("eldercare.companion-language")).toBe(lang);
    });
  }

  for (const [lang, words] of Object.entries(CATALOGUES)) {
    it(`logs in in ${lang}: the phone step, the code step and their messages, with no English word left`, async () => {
      stubApi({
        generateOtp: { Message: SUCCESS_MESSAGES.otpSent, resend_timeout: 30 },
        companionLogin: refuse(422, { Code: "BE007", Message: OTP_MESSAGES.invalid }),
      });
      const { user } = renderWithApp(<App />, { path: `/companion/login?lang=${lang}` });
      expect(await screen.findByRole("heading", { level: 1, name: words.login.title })).toBeVisible();
      const phone = screen.getByRole("textbox", { name: words.login.mobileNumber });
      await user.type(phone, "12345");
      await user.tab();
      // The contract's own message for the number, in the language.
      expect(await screen.findByText(words.server.phoneInvalid)).toBeVisible();
      expect(screen.getByRole("button", { name: words.login.sendCode })).toBeDisabled();
      expect(englishLeft()).toEqual([]);

      await user.clear(phone);
      await user.type(phone, "6000000001");
      const send = screen.getByRole("button", { name: words.login.sendCode });
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      const boxes = await screen.findByRole("group", { name: words.login.codeLabel });
      // The number where the language puts it in the sentence, the count in its digits.
      expect(screen.getByText("+91 60000 00001").parentElement).toHaveTextContent(
        words.login.codeSentTo
          .replace("{{contact}}", "+91 60000 00001")
          .replace("{{digits}}", lang === "bn" ? "৬" : "6"),
      );
      expect(screen.getByRole("button", { name: words.login.back })).toBeVisible();
      expect(screen.getByRole("button", { name: words.login.resend })).toBeDisabled();
      expect(await screen.findByText(words.login.codeSent)).toBeInTheDocument();
      const first = within(boxes).getAllByRole("textbox")[0] as HTMLElement;
      expect(first).toHaveAccessibleName(
        words.login.digitLabel
          .replace("{{digit}}", lang === "bn" ? "১" : "1")
          .replace("{{of}}", lang === "bn" ? "৬" : "6"),
      );
      await user.type(first, "000000");
      // The server's refusal, said in the language by its key.
      expect(await screen.findByText(words.server.otpInvalid)).toBeVisible();
      const text = document.body.textContent ?? "";
      expect(text).not.toMatch(RAW_KEY);
      expect(englishLeft()).toEqual([]);
    });

    it(`opens Urgent help in ${lang}, and says a doctor's appointment and an empty day in it`, async () => {
      signInCompanion();
      stubApi({
        fetchCompanyDetails: COMPANY_FIXTURE,
        companionGetVisits: {
          from: indiaToday(),
          to: indiaToday(),
          visits: [
            companionVisitFixture({
              booking_id: 3,
              visit_date: indiaToday(),
              appointment: { doctor_name: "Dr Anjali Sen", clinic_name: "AMRI", time: "10:30" },
            }),
          ],
        },
      });
      const { user } = renderWithApp(<App />, { path: `/companion?lang=${lang}` });
      const card = await screen.findByRole("article");
      // Who and where as the family typed them; the time in the language's format.
      expect(
        within(card).getByText(
          words.appointment.whoAt
            .replace("{{who}}", "Dr Anjali Sen, AMRI")
            .replace("{{time}}", startTimeIn(APP_LANGUAGE_LOCALES[lang as AppLanguage], "10:30")),
        ),
      ).toBeVisible();
      // No visit after today: the count of days is filled in, in the language's digits.
      expect(
        screen.getByText(
          words.app.noVisitsNextDays.replace(
            "{{days}}",
            new Intl.NumberFormat(`${lang}-IN`).format(COMPANION_VISIT_DAYS - 1),
          ),
        ),
      ).toBeVisible();

      await user.click(within(card).getByRole("button", { name: new RegExp(`^${words.card.urgentHelp}`) }));
      const dialog = await screen.findByRole("dialog", { name: words.urgent.heading });
      expect(
        await within(dialog).findByRole("link", {
          name: new RegExp(`^${words.urgent.callDesk.replace(/[()]/g, "\\$&")}`),
        }),
      ).toBeVisible();
      expect(within(dialog).getByRole("link", { name: words.urgent.call112 })).toHaveAttribute(
        "href",
        "tel:112",
      );
      expect(within(dialog).getByRole("button", { name: words.form.closeDialog })).toBeInTheDocument();
      expect(
        within(dialog).getByRole("radio", { name: `${words.urgent.critical}: ${words.urgent.criticalHint}` }),
      ).toBeInTheDocument();
      expect(within(dialog).getAllByText(words.form.required)).toHaveLength(2);
      await user.click(within(dialog).getByRole("button", { name: words.urgent.send }));
      // The contract's messages for an empty report, in the language.
      expect(await within(dialog).findByText(words.server.incidentSeverityRequired)).toBeVisible();
      expect(within(dialog).getByText(words.server.incidentWhatRequired)).toBeVisible();
      expect(within(dialog).getByRole("button", { name: words.urgent.cancel })).toBeVisible();
      expect(document.body.textContent ?? "").not.toMatch(RAW_KEY);
      expect(englishLeft()).toEqual([]);
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
