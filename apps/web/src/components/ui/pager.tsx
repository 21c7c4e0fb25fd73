import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageRangeText } from "../../lib/paging.ts";

interface Props {
  /** What is paged, for the buttons' names ("bookings"). */
  noun: string;
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (pageIndex: number) => void;
  /** While the next page loads. */
  busy?: boolean;
}

/** "Showing 1–10 of 23" with Previous and Next, for a list the server pages. */
export function Pager({ noun, pageIndex, pageSize, total, onPage, busy = false }: Props) {
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p role="status" className="text-muted">
        {pageRangeText(pageIndex, pageSize, total)}
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
