import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { SERVICE_MENU } from "./service-sections.ts";

/**
 * "Services" with the five assistance sections; choosing one scrolls to it and makes it glow.
 * A small menu button of its own (arrow keys, Home/End, Escape, a click outside) rather than a menu
 * library: it is on every public page's first load. Its breakpoint is the header's (a container query on
 * <header>, site-header.tsx): inside the phone menu it opens in place, in the desktop header as a dropdown.
 */
export function ServicesMenu({ className }: { className: string }) {
  const { pathname, hash } = useLocation();
  const active = pathname.startsWith("/services");
  const [open, setOpen] = useState(false);
  /** Which item takes focus when the menu opens: the first, the last, or none (opened by pointer). */
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last" | null>(null);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // A navigation (choosing an item) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!open) return;
    const items = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (focusOnOpen === "first") items?.[0]?.focus();
    else if (focusOnOpen === "last") items?.[items.length - 1]?.focus();
    // Opened by pointer: the menu itself takes focus, so arrow keys and Escape work from there.
    else menu.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes this menu only (caught first, so the phone's open header menu stays open).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [open, focusOnOpen]);

  const openWith = (focus: "first" | "last" | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openWith("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWith("last");
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Tab") {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={`${className} gap-1 ${active ? "nav-active" : ""}`}
        onClick={() => (open ? setOpen(false) : openWith(null))}
        onKeyDown={onTriggerKey}
      >
        Services
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Services"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="z-50 mt-1.5 min-w-[min(16rem,100%)] outline-none rounded-lg border border-line bg-white p-1.5 shadow-xl @min-[78rem]:absolute @min-[78rem]:min-w-64 @min-[78rem]:top-full @min-[78rem]:left-0 @min-[78rem]:w-max"
        >
          {SERVICE_MENU.map((item) => (
            <Link
              key={item.section}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className="flex min-h-11 items-center rounded-md px-3 font-semibold text-ink no-underline outline-none hover:bg-primary-50 hover:text-primary-800 focus:bg-primary-50 focus:text-primary-800"
            >
              {item.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
