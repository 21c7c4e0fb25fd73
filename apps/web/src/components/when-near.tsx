import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/**
 * Renders `children` (typically a lazily loaded component) once this spot comes within `margin` of the
 * viewport: a form at the end of a long page then costs nothing on the page's first load. Until then,
 * and on the server, it keeps `className`'s minimum height so nothing below it moves when it arrives.
 */
export function WhenNear({
  children,
  className,
  margin = "600px",
}: {
  children: ReactNode;
  /** A minimum height, as tall as what arrives (e.g. "min-h-[60rem] sm:min-h-[50rem]"). */
  className: string;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return (
    <div ref={spot} className={className}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
