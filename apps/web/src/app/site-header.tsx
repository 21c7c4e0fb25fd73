import { UI_TEXT } from "@eldercare/contracts";
import { HeartHandshake, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BRAND_NAME } from "../lib/brand.ts";

/** On narrow screens the name sits on two lines so the header stays one row high. */
const BRAND_WORDS = [
  BRAND_NAME.slice(0, BRAND_NAME.lastIndexOf(" ")),
  BRAND_NAME.slice(BRAND_NAME.lastIndexOf(" ") + 1),
];

const NAV_ITEMS = [
  { to: "/", label: "Home", end: true },
  { to: "/services/consulting", label: "Services", end: false },
  { to: "/aboutus", label: "About Us", end: false },
  { to: "/plandetails", label: "Plans", end: false },
  { to: "/faq", label: "FAQ", end: false },
] as const;

/** Spec §2: the header is sticky except on /plandetails. */
const NOT_STICKY_PATHS = new Set(["/plandetails"]);

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    "flex min-h-11 items-center rounded-md px-3 font-semibold no-underline",
    isActive
      ? "bg-primary-50 text-primary-800 underline decoration-2 underline-offset-8"
      : "text-ink hover:bg-primary-50",
  ].join(" ");
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sticky = !NOT_STICKY_PATHS.has(pathname.replace(/\/+$/, "") || "/");

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

  return (
    <header
      className={`z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85 ${sticky ? "sticky top-0" : "relative"}`}
    >
      {/*
        Narrow screens: a grid — brand | ENQUIRE NOW | menu toggle on the first row (it never wraps), the menu below.
        Wide screens: one flex row — brand, links, ENQUIRE NOW. The DOM order (toggle right before the menu it opens)
        keeps the keyboard order logical on both.
      */}
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-2 px-4 py-2 sm:gap-x-3 sm:px-6 lg:flex lg:gap-x-4">
        <Link
          to="/"
          className="col-start-1 row-start-1 flex min-h-11 items-center gap-1.5 justify-self-start rounded-md text-primary-800 no-underline sm:gap-2"
        >
          <HeartHandshake
            aria-hidden="true"
            className="size-7 shrink-0 text-accent-700 max-[379px]:hidden sm:size-8"
            strokeWidth={2.2}
          />
          <span className="flex flex-col text-lg leading-tight font-extrabold tracking-tight sm:block sm:text-xl">
            {BRAND_WORDS.map((word, index) => (
              <span key={word}>
                {index > 0 ? " " : ""}
                {word}
              </span>
            ))}
          </span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="col-start-3 row-start-1 inline-flex size-11 items-center justify-center rounded-md border-2 border-primary-700 text-primary-700 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
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
          className={`${menuOpen ? "block" : "hidden"} col-span-3 row-start-2 lg:ml-auto lg:block`}
        >
          <ul className="flex flex-col gap-1 border-t border-line py-2 lg:flex-row lg:items-center lg:border-0 lg:py-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <button
          type="button"
          // The enquiry modal arrives with the enquiries work.
          className="btn btn-accent col-start-2 row-start-1 px-2.5 text-sm tracking-normal sm:px-5 sm:text-base sm:tracking-wide"
        >
          {UI_TEXT.enquireNow}
        </button>
      </div>
    </header>
  );
}
