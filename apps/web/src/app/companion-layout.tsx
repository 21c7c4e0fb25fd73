import { HeartHandshake, LogOut } from "lucide-react";
import { useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { UiWordsContext } from "../components/ui/ui-words.ts";
import { useLogout } from "../features/auth/api/use-logout.ts";
import { LanguageSelect } from "../features/companion/components/language-select.tsx";
import { BRAND_NAME } from "../lib/brand.ts";
import { DialogsProvider } from "../lib/dialogs.tsx";
import {
  CompanionLanguageProvider,
  useCompanionText,
  useStartingLanguage,
} from "../lib/i18n/companion-i18n.tsx";
import { useSession } from "../lib/session.tsx";

/**
 * The companion's app (/companion, issue 26): phone first, with a header of its own holding only the
 * name of the service, who is signed in, Log out and the language (issue 46); none of the site's,
 * member's or console's navigation. The app starts in the `lang` link's language, else the tab's choice,
 * else the account's.
 */
export function CompanionLayout() {
  const { session } = useSession();
  const account = session.kind === "companion" ? session.companion.language : undefined;
  const initial = useStartingLanguage(useLocation().search, account);
  return (
    <CompanionLanguageProvider initial={initial}>
      <CompanionFrame />
    </CompanionLanguageProvider>
  );
}

function CompanionFrame() {
  const { session } = useSession();
  const logout = useLogout();
  const { t } = useCompanionText();
  const signedIn = session.kind === "companion";
  // The shared forms' and dialogs' own words ("(required)", a dialog's Close) in the app's language.
  const uiWords = useMemo(() => ({ required: t("form.required"), closeDialog: t("form.closeDialog") }), [t]);
  return (
    <UiWordsContext.Provider value={uiWords}>
      <DialogsProvider>
        <div className="flex min-h-dvh flex-col bg-paper">
          <a href="#main-content" className="skip-link btn btn-primary">
            {t("app.skipToContent")}
          </a>
          <header className="border-b border-line bg-white">
            {/* With larger text Log out moves below the name rather than over it (issue 42). */}
            <div className="mx-auto flex w-full max-w-2xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
              <HeartHandshake
                aria-hidden="true"
                className="size-7 shrink-0 text-accent-700"
                strokeWidth={2.2}
              />
              <p className="mr-auto min-w-0 flex-auto leading-tight [overflow-wrap:anywhere]">
                <span className="block font-extrabold text-primary-800">{BRAND_NAME}</span>
                <span className="block text-base text-muted">
                  {signedIn ? session.companion.user_name : t("app.careTeam")}
                </span>
              </p>
              {signedIn ? (
                <button
                  type="button"
                  onClick={() => logout.mutate()}
                  disabled={logout.isPending}
                  className="btn btn-outline shrink-0"
                >
                  <LogOut aria-hidden="true" className="size-5" />
                  {t("app.logOut")}
                </button>
              ) : null}
              <div className="w-full">
                <LanguageSelect />
              </div>
            </div>
          </header>
          <main id="main-content" tabIndex={-1} className="flex-1">
            <Outlet />
          </main>
        </div>
      </DialogsProvider>
    </UiWordsContext.Provider>
  );
}
