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
  /** The count stopped at the contracts' LIST_COUNT_CAP: "1,000+" (decision 0050). */
  total_capped?: boolean | undefined;
}

interface Props<T> {
  /** The filter bar (a `<search>` landmark). */
  filters: ReactNode;
  /** "Export CSV" of every row the filters match, for lists that offer it. */
  exportCsv?: { busy: boolean; onExport: () => void };
  query: UseQueryResult<Paged<T>>;
  /** What is listed: one ("booking") for the export button's name, many ("bookings") for the pager's. */
  noun: { one: string; many: string };
  /** Marks the list for the browser tests. */
  testId?: string;
  text: { loading: string; failed: string; empty: string };
  onPage: (pageIndex: number) => void;
  /** The page's rows: a table on wide screens and cards on phones (AdminTable), or cards alone. */
  children: (items: T[]) => ReactNode;
}

/**
 * The frame of every console list: the filters, Export CSV, then loading, failed (with retry), nothing
 * matching, or the page and its pager. While the next page loads the previous one stays, marked
 * aria-busy but at full contrast (the progress toast and the pager say it is loading).
 */
export function AdminList<T>({ filters, exportCsv, query, noun, testId, text, onPage, children }: Props<T>) {
  return (
    <div className="space-y-5">
      {filters}
      {exportCsv ? <ExportCsvButton noun={noun.one} {...exportCsv} /> : null}
      {query.isPending ? (
        <LoadingNotice>{text.loading}</LoadingNotice>
      ) : query.isError ? (
        <LoadError title={text.failed} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p role="status" className="rounded-xl border border-line bg-white p-6">
          {text.empty}
        </p>
      ) : (
        <>
          <div aria-busy={query.isPlaceholderData} data-testid={testId}>
            {children(query.data.items)}
          </div>
          <Pager
            noun={noun.many}
            pageIndex={query.data.page_index}
            pageSize={query.data.page_size}
            total={query.data.total_count}
            capped={query.data.total_capped === true}
            busy={query.isPlaceholderData}
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}

function ExportCsvButton({ noun, busy, onExport }: { noun: string; busy: boolean; onExport: () => void }) {
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
