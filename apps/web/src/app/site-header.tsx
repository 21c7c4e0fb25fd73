import { UI_TEXT } from "@eldercare/contracts";
import { HeartHandshake, Menu, X } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
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

/**
 * A header taller than this share of the window (very large text on a small screen, where it takes
 * several rows) scrolls away with the page rather than covering a third of every screenful.
 */
const STICKY_MAX_SHARE = 0.3;
/**
 * With the browser's text larger than its default 16 px (a member's two-row header at 150% on a phone
 * took a fifth of the screen, issue 42), a header taller than this share scrolls away.
 */
const STICKY_MAX_SHARE_LARGE_TEXT = 0.15;

/** The share of the window the header may take and stay: smaller once the text is enlarged. */
function stickyShare(): number {
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return rootPx > 16 ? STICKY_MAX_SHARE_LARGE_TEXT : STICKY_MAX_SHARE;
}

/** Whether the header is short enough to stay on screen; judged with the phone menu closed. */
function useFitsSticky(header: RefObject<HTMLElement | null>, menuOpen: boolean): boolean {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const element = header.current;
    if (!element || menuOpen) return;
    const measure = () => setFits(element.offsetHeight <= window.innerHeight * stickyShare());
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [header, menuOpen]);
  return fits;
}

/**
 * The header's layouts follow the header's own width counted in rem (container queries on <header>), not
 * the window's: a larger text size, whether the browser's setting or a page zoom of the text alone, moves
 * each layout to wider screens instead of pushing controls off the edge (issue 25, decision 0042).
 * - below 22.25rem: brand, avatar and menu toggle; ENQUIRE NOW on a row of its own under them;
 * - from 22.25rem: brand | ENQUIRE NOW | avatar | toggle on one row, the menu below it;
 * - from 78rem (1248 px at the usual 16 px: a 1280 px window less a scrollbar): brand | helpline |
 *   ENQUIRE NOW | avatar, and the page links on a second row, no toggle.
 * Every row also wraps, so whatever still does not fit moves down instead of off the screen.
 */
const ITEM =
  "flex min-h-11 w-full items-center rounded-md px-3 font-semibold whitespace-nowrap no-underline @min-[78rem]:w-auto @min-[78rem]:px-2.5";
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${ITEM} ${isActive ? "nav-active" : "text-ink hover:bg-primary-50"}`;

export function SiteHeader() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const { open } = useDialogs();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const fitsSticky = useFitsSticky(headerRef, menuOpen);
  const sticky = fitsSticky && !NOT_STICKY_PATHS.has(pathname.replace(/\/+$/, "") || "/");
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
      ref={headerRef}
      data-sticky={sticky}
      className={`@container z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85 print:hidden ${sticky ? "sticky top-0" : "relative"}`}
    >
      {/*
        The items are placed by `order` (the layouts are described at ITEM above); the DOM keeps the menu
        toggle right before the menu it opens, so Tab goes from one to the other.
      */}
      <div className="page-frame flex flex-wrap items-center justify-end gap-x-1.5 gap-y-2 py-2 max-sm:px-3 @min-[40rem]:gap-x-3">
        <Link
          to="/"
          className="order-1 mr-auto flex min-h-11 items-center gap-1.5 rounded-md text-primary-800 no-underline @min-[40rem]:gap-2"
        >
          <HeartHandshake
            aria-hidden="true"
            className="size-7 shrink-0 text-accent-700 @max-[26.2rem]:hidden @min-[40rem]:size-8"
            strokeWidth={2.2}
          />
          <span className="flex flex-col text-lg leading-tight font-extrabold tracking-tight @max-[23.7rem]:text-base @min-[40rem]:block @min-[40rem]:text-xl">
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
              className="order-5 inline-flex size-11 items-center justify-center rounded-md border-2 border-primary-700 text-primary-700 @min-[78rem]:hidden"
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
              className={`${menuOpen ? "block" : "hidden"} order-7 basis-full @min-[78rem]:block`}
            >
              <ul className="flex flex-col gap-1 border-t border-line py-2 @min-[78rem]:flex-row @min-[78rem]:flex-wrap @min-[78rem]:items-center @min-[78rem]:gap-0.5 @min-[78rem]:py-1">
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
                  <span className="flex min-h-11 w-full cursor-default items-center px-3 font-normal whitespace-nowrap text-muted @min-[78rem]:w-auto @min-[78rem]:px-2.5">
                    Newsroom<span className="sr-only"> (coming soon)</span>
                  </span>
                </li>
                <li>
                  <NavLink to="/faq" className={navLinkClass}>
                    FAQ
                  </NavLink>
                </li>
                <li className="@min-[78rem]:hidden">
                  {/* Issue 25: the emergency helpline, one tap away on every page (desktop: beside ENQUIRE NOW). */}
                  <EmergencyCallLink className="w-full rounded-md px-3 hover:bg-primary-50" />
                </li>
              </ul>
            </nav>

            <div className="order-2 hidden @min-[78rem]:block">
              <EmergencyCallLink className="rounded-md px-2.5 hover:bg-primary-50" />
            </div>

            <button
              type="button"
              onClick={() => openDialog("enquiry")}
              className="btn btn-accent order-3 px-2 text-sm whitespace-nowrap tracking-normal @max-[22.25rem]:order-6 @max-[22.25rem]:basis-full @min-[40rem]:px-5 @min-[40rem]:text-base @min-[40rem]:tracking-wide"
            >
              {UI_TEXT.enquireNow}
            </button>
          </>
        )}
        <div className="order-4">
          <AvatarButton />
        </div>
      </div>
    </header>
  );
}
