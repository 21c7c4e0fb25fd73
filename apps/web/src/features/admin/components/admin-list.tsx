import type { UseQueryResult } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Pager } from "../../../components/ui/pager.tsx";

interface Paged<T> {
  items: T[];
  page_index: number;
  page_size: number;
  total_count: number;
}

/**
 * A console list's states: loading, failed (with retry), nothing matching, or the page and its pager.
 * While the next page loads the previous one stays, marked aria-busy but at full contrast (the progress
 * toast and the pager say it is loading).
 */
export function AdminList<T>({
  query,
  noun,
  testId,
  text,
  onPage,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  /** What is listed, for the pager ("bookings"). */
  noun: string;
  testId: string;
  text: { loading: string; failed: string; empty: string };
  onPage: (pageIndex: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingNotice>{text.loading}</LoadingNotice>;
  if (query.isError) {
    return <LoadError title={text.failed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  if (page.items.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-line bg-white p-6">
        {text.empty}
      </p>
    );
  }
  return (
    <>
      <div aria-busy={query.isPlaceholderData} data-testid={testId}>
        {children(page.items)}
      </div>
      <Pager
        noun={noun}
        pageIndex={page.page_index}
        pageSize={page.page_size}
        total={page.total_count}
        busy={query.isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}

/** "Export CSV" of every row the filters match (not only the page shown). */
export function ExportCsvButton({
  noun,
  busy,
  onExport,
}: {
  noun: string;
  busy: boolean;
  onExport: () => void;
}) {
  return (
    <div className="flex justify-end">
      <button
        type="button"
        className="btn btn-outline w-full disabled:cursor-wait sm:w-auto"
        disabled={busy}
        onClick={onExport}
      >
        <Download aria-hidden="true" className="size-5" />
        Export CSV<span className="sr-only"> of every matching {noun}</span>
      </button>
    </div>
  );
}
