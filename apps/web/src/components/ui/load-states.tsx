import type { ReactNode } from "react";

/**
 * A refusal for who the reader is (403: "Only the account holder can do this"), not a failure: trying
 * again changes nothing, so no Try again is offered (issue 42).
 */
// Read by the error's status, not `instanceof ApiError`: the API client (and zod with it) stays out of a
// public page's first load, where a plan list may show this (decision 0064).
export const isRefusal = (error: Error) => (error as Error & { status?: unknown }).status === 403;

/** What a section shows while its data loads (announced politely to screen readers). */
export function LoadingNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-line bg-white p-8 text-center text-muted">
      {children}
    </p>
  );
}

/** What a section shows when its data could not be loaded, with a way to try again (unless refused). */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-danger/50 bg-white p-6">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-2">{error.message}</p>
      {isRefusal(error) ? null : (
        <button type="button" className="btn btn-primary mt-4" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** The part of a query result the states below read (TanStack Query's result has them all). */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A section's data in its three states: the loading notice, the load error with Try again, or the
 * data itself (rendered by `children`).
 */
export function QueryStates<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingNotice>{loading}</LoadingNotice>;
  if (query.isError || query.data === undefined) {
    return (
      <LoadError
        title={failed}
        error={query.error ?? new Error(failed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
