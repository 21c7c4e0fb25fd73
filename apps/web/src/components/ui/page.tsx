import type { ReactNode } from "react";
import { usePageMeta } from "../../lib/use-page-meta.ts";

interface PageProps {
  /** The page's h1 and the first part of `document.title`. */
  title: string;
  /** A different `document.title` when the heading is long (for example a tagline). */
  documentTitle?: string;
  /** The page's meta description (search results, link previews). */
  description?: string;
  /** Shown under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  width?: "prose" | "wide" | "full";
}

/** How wide the content may grow inside the frame (it always starts at the frame's left edge). */
const WIDTHS = { prose: "max-w-3xl", wide: "max-w-6xl", full: "" } as const;

/** A page's frame: one h1, the document title, a readable measure, the site's one left edge. */
export function Page({ title, documentTitle, description, lead, children, width = "prose" }: PageProps) {
  usePageMeta(documentTitle ?? title, description);
  return (
    <div className="page-frame py-10 sm:py-14">
      <div className={WIDTHS[width]}>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 text-xl text-muted">{lead}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </div>
  );
}
