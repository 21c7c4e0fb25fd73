import type { ReactNode } from "react";

/** What a section shows while its data loads (announced politely to screen readers). */
export function LoadingNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-line bg-white p-8 text-center text-muted">
      {children}
    </p>
  );
}

/** What a section shows when its data could not be loaded, with a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-danger/50 bg-white p-6">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-2">{error.message}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
