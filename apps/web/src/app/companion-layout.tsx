import { HeartHandshake, LogOut } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { UiWordsContext } from "../components/ui/ui-words.ts";
import { useLogout } from "../features/auth/api/use-logout.ts";
import { LanguageSelect } from "../features/companion/components/language-select.tsx";
import { queuedActions } from "../features/companion/offline/outbox.ts";
import { forgetDrafts } from "../features/companion/offline/report-drafts.ts";
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

// Loaded when asked: dialog code would hold up the visit list starting from the phone's cache (0099).
const LogOutWaitingDialog = lazy(async () => ({
  default: (await import("../features/companion/components/log-out-waiting-dialog.tsx")).LogOutWaitingDialog,
}));

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
  /** Actions waiting to send as Log out was tapped: asked first, since they go only after a next login. */
  const [waiting, setWaiting] = useState(0);
  // Logging out leaves no family's address or report draft on the phone; what waits to be sent stays for
  // the next login.
  const logOutNow = () => {
    setWaiting(0);
    if (session.kind === "companion") {
      const id = session.companion.companion_id;
      void Promise.all([forgetVisits(id), forgetDrafts(id)]).catch(() => undefined);
    }
    logout.mutate();
  };
  const logOut = async () => {
    if (session.kind !== "companion") return;
    const queued = await queuedActions(session.companion.companion_id).catch(() => []);
    const count = queued.filter((a) => a.failure === undefined).length;
    if (count > 0) setWaiting(count);
    else logOutNow();
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
                  onClick={() => void logOut()}
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
        {waiting > 0 ? (
          <Suspense fallback={null}>
            <LogOutWaitingDialog count={waiting} onLogOut={logOutNow} onStay={() => setWaiting(0)} />
          </Suspense>
        ) : null}
      </DialogsProvider>
    </UiWordsContext.Provider>
  );
}
