import { APP_LANGUAGE_LOCALES, type AppLanguage, DEFAULT_APP_LANGUAGE } from "@eldercare/contracts";
import { type CompanionCatalogue, companionEn } from "@eldercare/contracts/i18n/companion/en";
import i18next, { type i18n } from "i18next";

/*
 * The companion app's i18next (issue 46, decision 0092): English is in the bundle; Hindi, Bengali and
 * Tamil, and the Noto font for their script, are fetched only when chosen, so an English page loads
 * nothing more. Plurals follow Intl.PluralRules of the language (i18next's _one/_other).
 */

export const COMPANION_NS = "companion";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof COMPANION_NS;
    resources: { companion: typeof companionEn };
    // Keys such as "walks_unaided" are the contracts' codes, not a context: only plurals use "_".
    contextSeparator: "~";
  }
}

/** Each other language's catalogue and its script's font (regular and bold), each its own chunk. */
const LOADERS: Record<Exclude<AppLanguage, "en">, () => Promise<CompanionCatalogue>> = {
  hi: async () => {
    const [{ companionHi }] = await Promise.all([
      import("@eldercare/contracts/i18n/companion/hi"),
      import("@fontsource/noto-sans-devanagari/400.css"),
      import("@fontsource/noto-sans-devanagari/700.css"),
    ]);
    return companionHi;
  },
  bn: async () => {
    const [{ companionBn }] = await Promise.all([
      import("@eldercare/contracts/i18n/companion/bn"),
      import("@fontsource/noto-sans-bengali/400.css"),
      import("@fontsource/noto-sans-bengali/700.css"),
    ]);
    return companionBn;
  },
  ta: async () => {
    const [{ companionTa }] = await Promise.all([
      import("@eldercare/contracts/i18n/companion/ta"),
      import("@fontsource/noto-sans-tamil/400.css"),
      import("@fontsource/noto-sans-tamil/700.css"),
    ]);
    return companionTa;
  },
};

/** A fresh instance in English (one per app, and one per test). */
export function createCompanionI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_APP_LANGUAGE,
    fallbackLng: DEFAULT_APP_LANGUAGE,
    ns: [COMPANION_NS],
    defaultNS: COMPANION_NS,
    resources: { en: { [COMPANION_NS]: companionEn } },
    interpolation: { escapeValue: false }, // React escapes what it renders
    contextSeparator: "~",
    initAsync: false,
  });
  return instance;
}

/** Switches to a language, fetching its catalogue and font first when it is not loaded yet. */
export async function switchLanguage(instance: i18n, language: AppLanguage): Promise<void> {
  if (language !== "en" && !instance.hasResourceBundle(language, COMPANION_NS)) {
    instance.addResourceBundle(language, COMPANION_NS, await LOADERS[language]());
  }
  await instance.changeLanguage(language);
}

/** The Intl locale of the instance's language ("hi-IN"). */
export const localeOf = (instance: i18n) =>
  APP_LANGUAGE_LOCALES[(instance.language as AppLanguage) ?? DEFAULT_APP_LANGUAGE] ?? "en-IN";
