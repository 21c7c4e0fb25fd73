import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageRangeText } from "../../lib/paging.ts";

interface Props {
  /** What is paged, for the buttons' names ("bookings"). */
  noun: string;
  pageIndex: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: at least that many, so Next stays open (decision 0050). */
  capped?: boolean;
  onPage: (pageIndex: number) => void;
  /** While the next page loads. */
  busy?: boolean;
}

/** "Showing 1–10 of 23" (or "of 1,000+") with Previous and Next, for a list the server pages. */
export function Pager({ noun, pageIndex, pageSize, total, capped = false, onPage, busy = false }: Props) {
  const last = capped ? Number.POSITIVE_INFINITY : Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p role="status" className="text-muted">
        {pageRangeText(pageIndex, pageSize, total, capped)}
      </p>
      {/* With large text on a phone, Next goes under Previous rather than off the screen. */}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-outline flex-1 sm:flex-none"
          disabled={pageIndex <= 0 || busy}
          onClick={() => onPage(pageIndex - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          Previous<span className="sr-only"> {noun}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline flex-1 sm:flex-none"
          disabled={pageIndex >= last || busy}
          onClick={() => onPage(pageIndex + 1)}
        >
          Next<span className="sr-only"> {noun}</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </nav>
  );
}
