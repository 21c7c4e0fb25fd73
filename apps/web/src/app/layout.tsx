import { useEffect, useRef, useState } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { DialogsProvider } from "../lib/dialogs.tsx";
import { useStartedPrerendered } from "../lib/prerendered.ts";
import { DialogHost } from "./dialog-host.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The shared layout of spec §2: skip link, header, the page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // On a prerendered page the visitor may already have scrolled when the app starts: scroll
  // restoration (which would jump back to the top) begins with the first navigation instead.
  const [restoreScroll, setRestoreScroll] = useState(!useStartedPrerendered());

  // After a client-side navigation, move focus to the new page so screen readers start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    setRestoreScroll(true);
  }, [pathname]);

  return (
    <DialogsProvider>
      <div className="flex min-h-dvh flex-col">
        <a href="#main-content" className="skip-link btn btn-primary print:hidden">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        {restoreScroll ? <ScrollRestoration /> : null}
        <DialogHost />
      </div>
    </DialogsProvider>
  );
}
