// The languages an account may read the app in (issue 46, decision 0092): kept on the account
// (users.language, a CHECK tied to this list) and chosen in the companion's app. No schema here: every
// page reads the list (the session), and a page takes a whole module of the contracts (decision 0064).

export const APP_LANGUAGES = ["en", "hi", "bn", "ta"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_APP_LANGUAGE: AppLanguage = "en";

/** Each language named in its own script, as a reader who knows only that one looks for it. */
export const APP_LANGUAGE_NAMES: Record<AppLanguage, string> = {
  en: "English",
  hi: "हिन्दी",
  bn: "বাংলা",
  ta: "தமிழ்",
};

/** The locale numbers and dates are written in for each language (Intl). */
export const APP_LANGUAGE_LOCALES: Record<AppLanguage, string> = {
  en: "en-IN",
  hi: "hi-IN",
  bn: "bn-IN",
  ta: "ta-IN",
};

/** The language control's label, in every language at once: whoever reads one of them finds it. */
export const LANGUAGE_CONTROL_LABEL = "Language / भाषा / ভাষা / மொழி";

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === "string" && (APP_LANGUAGES as readonly string[]).includes(value);

export const LANGUAGE_MESSAGES = {
  invalid: "Please choose English, Hindi, Bengali or Tamil.",
  saved: "Language saved.",
} as const;
