import { HeartHandshake, LogOut } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { UiWordsContext } from "../components/ui/ui-words.ts";
import { useLogout } from "../features/auth/api/use-logout.ts";
import { LanguageSelect } from "../features/companion/components/language-select.tsx";
import { useOutboxSender } from "../features/companion/offline/use-outbox.ts";
import { forgetVisits } from "../features/companion/offline/visit-cache.ts";
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

/**
 * The companion's app keeps working without signal (issue 46, decision 0096): its service worker, made by
 * the build for /companion only, is registered once the app has started (not on a development server,
 * where there is none).
 */
function useCompanionServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/companion-sw.js", { scope: "/companion" }).catch((error: unknown) => {
      console.warn("The companion app's service worker could not be registered", error);
    });
  }, []);
}

/** Sends what waits on the phone while a companion is signed in. */
function OutboxSender() {
  useOutboxSender();
  return null;
}

function CompanionFrame() {
  const { session } = useSession();
  const logout = useLogout();
  const { t } = useCompanionText();
  const signedIn = session.kind === "companion";
  useCompanionServiceWorker();
  // Logging out leaves no family's address on the phone; what waits to be sent stays for the next login.
  const logOut = () => {
    if (session.kind === "companion")
      void forgetVisits(session.companion.companion_id).catch(() => undefined);
    logout.mutate();
  };
  // The shared forms' and dialogs' own words ("(required)", a dialog's Close) in the app's language.
  const uiWords = useMemo(() => ({ required: t("form.required"), closeDialog: t("form.closeDialog") }), [t]);
  return (
    <UiWordsContext.Provider value={uiWords}>
      <DialogsProvider>
        {signedIn ? <OutboxSender /> : null}
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
                  onClick={logOut}
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
