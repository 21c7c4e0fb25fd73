import { createContext, type ReactNode, useContext } from "react";
import { browserTimeZone, formatIndiaTimeFor, readerTimeBeside } from "../lib/format.ts";

/**
 * The reader's own time zone when times should carry it beside India's (issue 42, decision 0071): a
 * member abroad (phone not +91) whose browser's clock differs from India's. null: India time only.
 */
const ReaderZone = createContext<string | null>(null);

/** Gives the times below the browser's zone when `abroad` (the member's phone is not Indian). */
export function ReaderZoneProvider({ abroad, children }: { abroad: boolean; children: ReactNode }) {
  return <ReaderZone.Provider value={abroad ? browserTimeZone() : null}>{children}</ReaderZone.Provider>;
}

/** "5:06 AM India time (11:36 PM Sat in London)": a time shown to a member, always saying whose. */
export function IndiaTime({ at, withDay = false }: { at: string; withDay?: boolean }) {
  return <>{formatIndiaTimeFor(at, useContext(ReaderZone), withDay)}</>;
}

/** After an India time already written: " (11:36 PM Sat in London)" for a reader abroad, else nothing. */
export function ReaderTimeBeside({ at }: { at: string }) {
  const beside = readerTimeBeside(at, useContext(ReaderZone));
  return beside ? <span className="text-muted"> ({beside})</span> : null;
}
