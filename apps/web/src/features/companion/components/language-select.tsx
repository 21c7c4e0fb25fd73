import {
  APP_LANGUAGE_NAMES,
  APP_LANGUAGES,
  type AppLanguage,
  isAppLanguage,
  LANGUAGE_CONTROL_LABEL,
} from "@eldercare/contracts";
// Each script's regular face, for the control's own words ("भाषा", "বাংলা", "தமிழ்") in every language: the
// faces are split by script (unicode-range), so a phone fetches only the pieces these few words use.
import "@fontsource/noto-sans-devanagari/400.css";
import "@fontsource/noto-sans-bengali/400.css";
import "@fontsource/noto-sans-tamil/400.css";
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { useCompanionLanguage, useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useSetLanguage } from "../api/use-set-language.ts";

/**
 * The companion's language (issue 46): labelled "Language" in all four languages and each language named
 * in its own script, so whoever reads one of them finds it. The app changes at once; a signed-in
 * companion's choice is kept on their account too, and the app starts in it next time.
 */
/** The site's font first, then a face for each Indian script the control names its languages in. */
const EVERY_SCRIPT = {
  fontFamily: 'var(--font-sans), "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil"',
} as const;

export function LanguageSelect() {
  const id = useId();
  const { language, choose } = useCompanionLanguage();
  const { t } = useCompanionText();
  const { session, setSession } = useSession();
  const save = useSetLanguage();
  const [notSaved, setNotSaved] = useState(false);

  async function change(value: string) {
    if (!isAppLanguage(value)) return;
    setNotSaved(false);
    await choose(value);
    if (session.kind !== "companion") return;
    try {
      const saved = await save.mutateAsync({ language: value });
      setSession({ kind: "companion", companion: { ...session.companion, language: saved.language } });
    } catch {
      setNotSaved(true);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-base font-semibold" style={EVERY_SCRIPT}>
        <Languages aria-hidden="true" className="size-5 shrink-0" />
        {LANGUAGE_CONTROL_LABEL}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border-2 border-line bg-white px-2 text-base"
        style={EVERY_SCRIPT}
        value={language}
        onChange={(e) => void change(e.target.value)}
      >
        {APP_LANGUAGES.map((code: AppLanguage) => (
          <option key={code} value={code} lang={code}>
            {APP_LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {notSaved ? (
        <p role="status" className="w-full text-base text-danger">
          {t("app.languageNotSaved")}
        </p>
      ) : null}
    </div>
  );
}
