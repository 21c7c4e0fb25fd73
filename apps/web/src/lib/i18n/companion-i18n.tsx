import {
  APP_LANGUAGE_LOCALES,
  type AppLanguage,
  DEFAULT_APP_LANGUAGE,
  formatStartTime,
  isAppLanguage,
} from "@eldercare/contracts";
import type { i18n } from "i18next";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { formatIndiaLongDay, formatIndiaTime } from "../format.ts";
import { COMPANION_NS, createCompanionI18n, switchLanguage } from "./instance.ts";
import { longDayIn, startTimeIn, timeIn } from "./locale-format.ts";
import { serverText } from "./server-text.ts";

/*
 * The companion app's language (issue 46): a `lang` query parameter first (the team's links; kept for the
 * session), then the one chosen in this tab, then the account's, then English. The words change once the
 * language's catalogue and font have arrived, so a page never mixes scripts while they load.
 */

/** Where the chosen language is kept for the tab's session. */
export const LANGUAGE_SESSION_KEY = "eldercare.companion-language";

/** The Noto family that covers each Indian script (loaded with the language, instance.ts). */
const SCRIPT_FONTS: Partial<Record<AppLanguage, string>> = {
  hi: '"Noto Sans Devanagari"',
  bn: '"Noto Sans Bengali"',
  ta: '"Noto Sans Tamil"',
};

interface LanguageState {
  instance: i18n;
  language: AppLanguage;
  choose: (language: AppLanguage) => Promise<void>;
}

let fallback: LanguageState | null = null;
/** Outside the provider (a component's own test): English, as before the languages came. */
function englishOnly(): LanguageState {
  fallback ??= { instance: createCompanionI18n(), language: "en", choose: async () => undefined };
  return fallback;
}

const LanguageContext = createContext<LanguageState | null>(null);

function storedLanguage(): AppLanguage | null {
  try {
    const value = window.sessionStorage.getItem(LANGUAGE_SESSION_KEY);
    return isAppLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function keepLanguage(language: AppLanguage): void {
  try {
    window.sessionStorage.setItem(LANGUAGE_SESSION_KEY, language);
  } catch {
    // private mode: the language lasts for this page only
  }
}

/**
 * The language to start in: a `lang` query parameter (read once, when the app opens, and kept for the
 * tab's session), then the language chosen in this tab, then the account's, then English.
 */
export function useStartingLanguage(search: string, account: AppLanguage | undefined): AppLanguage {
  useState(() => {
    const asked = new URLSearchParams(search).get("lang");
    if (isAppLanguage(asked)) keepLanguage(asked);
    return asked;
  });
  return storedLanguage() ?? account ?? DEFAULT_APP_LANGUAGE;
}

export function CompanionLanguageProvider({
  initial,
  children,
}: {
  initial: AppLanguage;
  children: ReactNode;
}) {
  const [instance] = useState(createCompanionI18n);
  const [language, setLanguage] = useState<AppLanguage>(DEFAULT_APP_LANGUAGE);
  const choose = useCallback(
    async (next: AppLanguage) => {
      await switchLanguage(instance, next);
      setLanguage(next);
    },
    [instance],
  );
  useEffect(() => {
    void choose(initial);
  }, [choose, initial]);
  const value = useMemo(() => ({ instance, language, choose }), [instance, language, choose]);
  const font = SCRIPT_FONTS[language];
  return (
    <LanguageContext.Provider value={value}>
      <I18nextProvider i18n={instance}>
        <div lang={language} style={font ? { fontFamily: `${font}, var(--font-sans)` } : undefined}>
          {children}
        </div>
      </I18nextProvider>
    </LanguageContext.Provider>
  );
}

/** The app's language and a way to change it (kept for the tab's session). */
export function useCompanionLanguage() {
  const state = useContext(LanguageContext) ?? englishOnly();
  const choose = useCallback(
    async (next: AppLanguage) => {
      keepLanguage(next);
      await state.choose(next);
    },
    [state],
  );
  return { language: state.language, choose };
}

/**
 * The companion app's words, the server's answers, times, days and durations in its language. English
 * keeps the app's own formats ("9:00 AM"); the others are Intl's for hi-IN, bn-IN or ta-IN.
 */
export function useCompanionText() {
  const state = useContext(LanguageContext) ?? englishOnly();
  const { t } = useTranslation(COMPANION_NS, { i18n: state.instance });
  const english = state.language === "en";
  const locale = APP_LANGUAGE_LOCALES[state.language];
  return useMemo(() => {
    const duration = (minutes: number) => {
      const whole = Math.max(0, Math.floor(minutes));
      const hours = Math.floor(whole / 60);
      const rest = whole % 60;
      if (hours === 0) return t("check.minutes", { count: rest });
      if (rest === 0) return t("check.hours", { count: hours });
      return t("check.hoursAndMinutes", {
        hours: t("check.hours", { count: hours }),
        minutes: t("check.minutes", { count: rest }),
      });
    };
    return {
      t,
      language: state.language,
      server: (message: string, known?: Record<string, string>) => serverText(t, message, known),
      time: (instant: string) => (english ? formatIndiaTime(instant) : timeIn(locale, instant)),
      startTime: (hhmm: string) => (english ? formatStartTime(hhmm) : startTimeIn(locale, hhmm)),
      day: (day: string) => (english ? formatIndiaLongDay(day) : longDayIn(locale, day)),
      duration,
      /** A count in the language's digits (Bengali's own: ৮). */
      number: (n: number) => (english ? String(n) : new Intl.NumberFormat(locale).format(n)),
      ago: (minutes: number) =>
        minutes < 1 ? t("check.justNow") : t("check.ago", { duration: duration(minutes) }),
    };
  }, [t, state.language, english, locale]);
}
