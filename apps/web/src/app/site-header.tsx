import { UI_TEXT } from "@eldercare/contracts";
import { HeartHandshake, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { EmergencyCallLink } from "../components/emergency-call.tsx";
import { BRAND_NAME } from "../lib/brand.ts";
import { useDialogs } from "../lib/dialogs.tsx";
import { useSession } from "../lib/session.tsx";
import { AvatarButton } from "./header/avatar-button.tsx";
import { ServicesMenu } from "./header/services-menu.tsx";

/** On narrow screens the name sits on two lines so the header stays one row high. */
const BRAND_WORDS = [
  BRAND_NAME.slice(0, BRAND_NAME.lastIndexOf(" ")),
  BRAND_NAME.slice(BRAND_NAME.lastIndexOf(" ") + 1),
];

/** Spec §2: the header is sticky except on /plandetails. */
const NOT_STICKY_PATHS = new Set(["/plandetails"]);

const ITEM =
  "flex min-h-11 w-full items-center rounded-md px-3 font-semibold whitespace-nowrap no-underline xl:w-auto xl:px-2.5";
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${ITEM} ${isActive ? "nav-active" : "text-ink hover:bg-primary-50"}`;

export function SiteHeader() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const { open } = useDialogs();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sticky = !NOT_STICKY_PATHS.has(pathname.replace(/\/+$/, "") || "/");
  // Spec §2/§6: administrators see no public navigation and no enquire button.
  const isAdmin = session.kind === "admin";

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const openDialog = (name: "registration" | "enquiry") => {
    setMenuOpen(false);
    open(name);
  };

  return (
    <header
      data-sticky={sticky}
      className={`z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85 print:hidden ${sticky ? "sticky top-0" : "relative"}`}
    >
      {/*
        Narrow screens: brand | ENQUIRE NOW | avatar | menu toggle on one row, the menu below it.
        Desktop (xl): brand | emergency helpline | ENQUIRE NOW | avatar, and every link on a second row
        (no toggle). Wide screens (2xl): one row — brand, links, "Emergency", ENQUIRE NOW, avatar. The breakpoints are in rem, so
        a larger browser text size moves each layout to wider screens rather than pushing things off.
      */}
      <div className="page-frame grid grid-cols-[minmax(0,1fr)_auto_auto_auto] items-center gap-x-1.5 gap-y-2 py-2 max-sm:px-3 sm:gap-x-3 2xl:flex 2xl:gap-x-2">
        <Link
          to="/"
          className="col-start-1 row-start-1 flex min-h-11 items-center gap-1.5 justify-self-start rounded-md text-primary-800 no-underline sm:gap-2 2xl:shrink-0 2xl:whitespace-nowrap"
        >
          <HeartHandshake
            aria-hidden="true"
            className="size-7 shrink-0 text-accent-700 max-[419px]:hidden sm:size-8"
            strokeWidth={2.2}
          />
          <span className="flex flex-col text-lg leading-tight font-extrabold tracking-tight max-[379px]:text-base sm:block sm:text-xl">
            {BRAND_WORDS.map((word, index) => (
              <span key={word}>
                {index > 0 ? " " : ""}
                {word}
              </span>
            ))}
          </span>
        </Link>

        {isAdmin ? null : (
          <>
            <button
              ref={toggleRef}
              type="button"
              className="col-start-4 row-start-1 inline-flex size-11 items-center justify-center rounded-md border-2 border-primary-700 text-primary-700 xl:hidden"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
              <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
            </button>

            <nav
              id={navId}
              aria-label="Main"
              className={`${menuOpen ? "block" : "hidden"} col-span-4 row-start-2 xl:block 2xl:ml-auto`}
            >
              <ul className="flex flex-col gap-1 border-t border-line py-2 xl:flex-row xl:flex-wrap xl:items-center xl:gap-0.5 xl:py-1 2xl:border-0 2xl:py-0">
                <li>
                  <NavLink to="/" end className={navLinkClass}>
                    Home
                  </NavLink>
                </li>
                <li>
                  <ServicesMenu className={`${ITEM} text-ink hover:bg-primary-50`} />
                </li>
                <li>
                  <NavLink to="/aboutus" className={navLinkClass}>
                    About Us
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/plandetails" className={navLinkClass}>
                    Plans
                  </NavLink>
                </li>
                {session.kind === "visitor" ? (
                  <li>
                    <button
                      type="button"
                      className={`${ITEM} text-ink hover:bg-primary-50`}
                      onClick={() => openDialog("registration")}
                    >
                      Registration
                    </button>
                  </li>
                ) : null}
                <li>
                  {/* Spec §2: Newsroom is listed but has no page yet: plain text, not styled as a link. */}
                  <span className="flex min-h-11 w-full cursor-default items-center px-3 font-normal whitespace-nowrap text-muted xl:w-auto xl:px-2.5">
                    Newsroom<span className="sr-only"> (coming soon)</span>
                  </span>
                </li>
                <li>
                  <NavLink to="/faq" className={navLinkClass}>
                    FAQ
                  </NavLink>
                </li>
                <li className="xl:hidden">
                  {/* Issue 25: the emergency helpline, one tap away on every page (desktop: beside ENQUIRE NOW). */}
                  <EmergencyCallLink className="w-full rounded-md px-3 hover:bg-primary-50" />
                </li>
              </ul>
            </nav>

            <div className="hidden xl:col-start-2 xl:row-start-1 xl:block 2xl:ml-2">
              <EmergencyCallLink compactOnWide className="rounded-md px-2.5 hover:bg-primary-50" />
            </div>

            <button
              type="button"
              onClick={() => openDialog("enquiry")}
              className="btn btn-accent col-start-2 row-start-1 xl:col-start-3 px-2 text-sm whitespace-nowrap tracking-normal sm:px-5 sm:text-base sm:tracking-wide 2xl:ml-2"
            >
              {UI_TEXT.enquireNow}
            </button>
          </>
        )}
        <div
          className={`row-start-1 ${isAdmin ? "col-start-4 2xl:ml-auto" : "col-start-3 xl:col-start-4 2xl:ml-1"}`}
        >
          <AvatarButton />
        </div>
      </div>
    </header>
  );
}
