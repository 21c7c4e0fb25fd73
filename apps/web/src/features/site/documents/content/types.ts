import type { ReactNode } from "react";

/** One numbered section of a legal document: an h2 and its paragraphs and lists. */
export interface DocumentSection {
  /** Unique within the document; the section's anchor is `#<id>`. */
  id: string;
  heading: string;
  body: ReactNode;
}

/** What every `content/<slug>.tsx` module exports. */
export interface DocumentContentModule {
  sections: readonly DocumentSection[];
}
