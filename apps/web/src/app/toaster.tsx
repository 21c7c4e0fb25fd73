import { TIMINGS, TOAST_POSITION, TOAST_VISIBLE_MAX } from "@eldercare/contracts";
import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { dialogTitleBottom, onDialogTitlesChange } from "../lib/dialog-title-edge.ts";

/** Space between the header's lower edge and the first toast. */
const GAP_PX = 8;

/**
 * Where the header ends on screen: toasts start below it rather than over the brand, the menu and the
 * avatar. Followed as the header changes height (the phone menu opens) and as the page scrolls (on
 * /plandetails the header is not sticky and scrolls away).
 */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector("body header");
    if (!header) return;
    const measure = () => setBottom(Math.max(0, Math.round(header.getBoundingClientRect().bottom)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    window.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", measure);
    };
  }, []);
  return bottom;
}

/**
 * Where an open dialog's title row ends (0 with none): a toast never covers the dialog's title, nor, on
 * a phone, the dialog's first line of content it would otherwise sit over. Measured when a dialog opens
 * or closes, and as its content scrolls.
 */
function useDialogTitleBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const measure = () => requestAnimationFrame(() => setBottom(dialogTitleBottom()));
    measure();
    const stop = onDialogTitlesChange(measure);
    document.addEventListener("scroll", measure, { passive: true, capture: true });
    return () => {
      stop();
      document.removeEventListener("scroll", measure, { capture: true });
    };
  }, []);
  return bottom;
}

/** Spec §8's toasts: top-center, a close button, three at a time. Loaded with the first toast. */
export function AppToaster() {
  const top = Math.max(useHeaderBottom(), useDialogTitleBottom()) + GAP_PX;
  return (
    <Toaster
      position={TOAST_POSITION}
      closeButton
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TIMINGS.toastDefaultMs}
      offset={{ top }}
      mobileOffset={{ top }}
      toastOptions={{ style: { fontSize: "1rem" } }}
    />
  );
}
