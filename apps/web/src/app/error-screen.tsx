import { UI_TEXT } from "@eldercare/contracts";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { usePageMeta } from "../lib/use-page-meta.ts";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  return "Unknown error";
}

/** The render-failure screen (spec §2, §8): the title, the error's details and a Reload Page button. */
export function ErrorScreen({ error }: { error: unknown }) {
  usePageMeta(UI_TEXT.renderErrorTitle);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold">
        {UI_TEXT.renderErrorTitle}
      </h1>
      <p className="mt-4 text-muted">We are sorry for the trouble. Reloading the page usually helps.</p>
      <details className="mx-auto mt-6 max-w-xl rounded-lg border border-line bg-white p-4 text-left">
        <summary className="min-h-11 cursor-pointer font-semibold leading-[2.75rem]">Error details</summary>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words text-base">
          {describe(error)}
        </pre>
      </details>
      <button type="button" className="btn btn-primary mt-8" onClick={() => window.location.reload()}>
        {UI_TEXT.reloadPage}
      </button>
    </section>
  );
}

/** React Router `errorElement`: shows the route's error on the error screen. */
export function RouteErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return standalone ? (
    <main id="main-content" tabIndex={-1}>
      <ErrorScreen error={error} />
    </main>
  ) : (
    <ErrorScreen error={error} />
  );
}
