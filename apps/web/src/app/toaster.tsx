import { TIMINGS, TOAST_POSITION, TOAST_VISIBLE_MAX } from "@eldercare/contracts";
import { useEffect, useState } from "react";
import { Toaster } from "sonner";

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

/** Spec §8's toasts: top-center, a close button, three at a time. Loaded with the first toast. */
export function AppToaster() {
  const top = useHeaderBottom() + GAP_PX;
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
