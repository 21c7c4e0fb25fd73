import { TIMINGS } from "@eldercare/contracts";
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";

/** The id a location hash names when it is one of `ids`: "#medical" → "medical"; anything else → null. */
export function sectionIdFromHash(hash: string, ids: readonly string[]): string | null {
  if (!hash.startsWith("#")) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Spec §2: arriving at `#<section>` scrolls that section into view and makes it glow for
 * TIMINGS.highlightGlowMs. Runs once `ready` (the sections are on the page) and again on every later
 * navigation to a hash, the same one included: it follows `location.key`, which each navigation renews.
 * The section is focused (without scrolling) so keyboard and screen-reader users continue from there;
 * give it `tabIndex={-1}` and a `scroll-margin-top` that clears the sticky header.
 *
 * Returns the id of the section that is glowing, or null.
 */
export function useSectionHighlight(ids: readonly string[], ready: boolean): string | null {
  const { hash, key } = useLocation();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const idList = ids.join(" ");

  // `key` is a dependency on purpose: a new navigation to the same hash must glow again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger, not a value read inside
  useEffect(() => {
    if (!ready) return;
    const id = sectionIdFromHash(hash, idList.split(" "));
    const element = id ? document.getElementById(id) : null;
    if (!id || !element) return;

    let timer: number | undefined;
    // After the router's own scroll handling and the browser's layout of the freshly rendered sections.
    const frame = requestAnimationFrame(() => {
      element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      element.focus({ preventScroll: true });
      // Off, a reflow, then on: the glow starts afresh even when the same section is chosen again mid-glow.
      flushSync(() => setHighlighted(null));
      void element.offsetWidth;
      // On the page before the clock starts, so a slow render never shortens the 2 s the user sees.
      flushSync(() => setHighlighted(id));
      timer = window.setTimeout(() => setHighlighted(null), TIMINGS.highlightGlowMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      setHighlighted(null);
    };
  }, [ready, hash, key, idList]);

  return highlighted;
}
