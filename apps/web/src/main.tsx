import { hydrate, type QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { ErrorBoundary } from "./app/error-boundary.tsx";
import { createQueryClient, Providers } from "./app/providers.tsx";
import { routes } from "./app/routes.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/**
 * The data a prerendered page was rendered with. The server rendered it from the current data for
 * this request, so it counts as fresh now: no page refetches what it has just been sent.
 */
function hydrateQueries(queryClient: QueryClient): boolean {
  const element = document.getElementById("query-state");
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as Parameters<typeof hydrate>[1];
  const now = Date.now();
  for (const query of state.queries ?? []) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  return true;
}

/**
 * The first page's route code is loaded before the router starts: a prerendered page must have it to
 * hydrate (or React would discard the HTML), and any other page then renders without a blank step.
 */
async function loadMatchedRoutes(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== "function") return;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/**
 * Marks the document once the app has rendered or hydrated it: until then a prerendered page shows its
 * content but its buttons do nothing. Browser tests wait for the mark before they act.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}

/**
 * Resolves in a new task (a message, as React's scheduler posts: timers are slowed in a background tab).
 * On a phone, evaluating the app's modules, matching the route, making the router and starting hydration
 * are each tens of milliseconds: run as one, they would hold the main thread long enough to keep a tap
 * waiting (docs/decisions/0064).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  await nextTask();
  const queryClient = createQueryClient();
  const prerendered = hydrateQueries(queryClient) && container?.firstElementChild !== null;
  // If a chunk fails to load, the router tries again and shows the error screen with Reload Page.
  await loadMatchedRoutes().catch(() => undefined);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const app = (
    <StrictMode>
      <MarkReady />
      <ErrorBoundary>
        <Providers queryClient={queryClient} hydrating={prerendered}>
          <RouterProvider router={router} />
        </Providers>
      </ErrorBoundary>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone's first tap is not kept waiting).
  if (prerendered && container) startTransition(() => void hydrateRoot(container, app));
  else if (container) createRoot(container).render(app);
}

void start();
