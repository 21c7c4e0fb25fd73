import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { AdminLinkIcon } from "../../../components/admin-link-icon.tsx";
import { ADMIN_LINKS } from "../../../lib/admin-links.ts";
import { can } from "../../../lib/can.ts";
import { useSession } from "../../../lib/session.tsx";

/** Which ends of the phone's one-row menu have entries scrolled out of view. */
interface OutOfView {
  start: boolean;
  end: boolean;
}

const NONE: OutOfView = { start: false, end: false };

function outOfView(list: HTMLElement): OutOfView {
  const hidden = list.scrollWidth - list.clientWidth;
  if (hidden <= 1) return NONE;
  return { start: list.scrollLeft > 1, end: list.scrollLeft < hidden - 1 };
}

const instantOrSmooth = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";

/**
 * The admin console's menu: Dashboard, Members, Service bookings, Reschedule requests, Refunds, Companions,
 * Enquiries, FAQs, Audit log, My profile (issue 25: every entry reachable, and visibly so).
 * - From tablet width up the entries wrap onto as many lines as they need (two at 1280 px; more with larger
 *   text).
 * - On a phone they stay on one row that scrolls sideways: the current page's entry is scrolled into view,
 *   and each end with entries out of view fades out under an arrow that moves the row along (a pointer's
 *   shortcut: swiping, or Tab from entry to entry, reaches them too).
 */
export function AdminNav() {
  const { pathname } = useLocation();
  // Only the pages whose action the session's role holds (the permission table, decision 0074).
  const { session } = useSession();
  const links = ADMIN_LINKS.filter((link) => can(session, link.action));
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState<OutOfView>(NONE);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () =>
      setMore((was) => {
        const now = outOfView(list);
        return now.start === was.start && now.end === was.end ? was : now;
      });
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    return () => {
      list.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  // The current page's entry in view, moved within the menu only (the page itself does not scroll).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    if (entry.left >= box.left && entry.right <= box.right) return;
    list.scrollTo({
      left: list.scrollLeft + entry.left - box.left - (box.width - entry.width) / 2,
      behavior: "instant",
    });
  }, [pathname]);

  const moveAlong = (direction: -1 | 1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: instantOrSmooth() });
  };

  return (
    <nav aria-label="Admin console" className="border-b border-line bg-white print:hidden">
      <div className="page-frame relative max-sm:px-0">
        <ul
          ref={listRef}
          className="flex gap-1 overflow-x-auto py-2 max-sm:px-3 sm:flex-wrap sm:overflow-visible"
        >
          {links.map((link) => (
            // On a phone an entry longer than two thirds of the row (large text) wraps onto two lines, so that the
            // current one fits between the arrows; one word ("Companions" at 150%) still fits on its line.
            <li key={link.key} className="shrink-0 max-sm:max-w-[66vw]">
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold no-underline sm:whitespace-nowrap ${
                    isActive ? "nav-active" : "text-ink hover:bg-primary-50"
                  }`
                }
              >
                <AdminLinkIcon page={link.key} className="size-5 shrink-0" />
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {/*
          The arrows are a pointer's shortcut only: hidden from screen readers and skipped by Tab, which
          reach every entry in the list itself (a focused entry scrolls into view).
        */}
        {more.start ? <MoreArrow side="start" onClick={() => moveAlong(-1)} /> : null}
        {more.end ? <MoreArrow side="end" onClick={() => moveAlong(1)} /> : null}
      </div>
    </nav>
  );
}

const ARROW_SIDES = {
  start: {
    Icon: ChevronLeft,
    className: "left-0 justify-start bg-gradient-to-r",
  },
  end: {
    Icon: ChevronRight,
    className: "right-0 justify-end bg-gradient-to-l",
  },
} as const;

/** A phone's arrow at one end of the console's menu, over the fade, moving the row along. */
function MoreArrow({ side, onClick }: { side: "start" | "end"; onClick: () => void }) {
  const { Icon, className } = ARROW_SIDES[side];
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={`admin-nav-more-${side}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`absolute inset-y-0 flex w-8 items-center from-white from-50% to-transparent text-primary-700 sm:hidden ${className}`}
    >
      <Icon className="size-6 shrink-0" strokeWidth={2.5} />
    </button>
  );
}

/** The frame of every admin page (under RequireAuth sessionRole="admin"): the console's menu, then the page. */
export function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
