import type { ReactNode } from "react";

/**
 * A card's facts as labels beside their values (`<dt>`/`<dd>` pairs). Long values (an email, a note) break
 * anywhere rather than widen the card; when the card holds under 18rem of text (large text on a phone),
 * each value goes under its label.
 */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 [overflow-wrap:anywhere] @max-[18rem]:grid-cols-1 @max-[18rem]:[&>dd]:mb-2">
        {children}
      </dl>
    </div>
  );
}
