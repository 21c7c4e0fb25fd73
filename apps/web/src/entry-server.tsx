// The prerenderer: the server (apps/server/src/plugins/prerender.ts) imports this module's build
// (dist-ssr/entry-server.js) and renders each public page with its data (docs/decisions/0028).
import type {
  CompanyDetails,
  Faq,
  ServedPlaces,
  ServiceItem,
  SubscriptionCatalogue,
} from "@eldercare/contracts";
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createQueryClient, Providers } from "./app/providers.tsx";
import { routes } from "./app/routes.tsx";
import { loadDocumentContent } from "./features/site/documents/document-body.tsx";
import { findDocument } from "./features/site/documents/documents.ts";
import { queryKeys } from "./lib/query-keys.ts";
import { type PageMeta, PageMetaCollector } from "./lib/use-page-meta.ts";
import { publicHead, scriptJson } from "./ssr/head.ts";

export { type PageData, PUBLIC_PAGES, type PublicPage } from "./ssr/public-pages.ts";

/** What the server read for the page (the `Data` of each public API answer). */
export interface PageInputs {
  plans?: SubscriptionCatalogue;
  services?: { services: ServiceItem[] };
  faqs?: { faqs: Faq[]; categories: string[] };
  company?: CompanyDetails;
  served?: ServedPlaces;
}

export interface RenderedPage {
  /** HTTP status the router decided (200, or 404 for an unknown document). */
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, structured data. */
  head: string;
  /** The page's HTML for #root (with the router's data for hydration). */
  body: string;
  /** The queries' data for hydration, to follow #root. */
  scripts: string;
}

const handler = createStaticHandler(routes);

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** Renders `path` as a visitor sees it, waiting for every lazy part (documents' text included). */
export async function renderPage(path: string, inputs: PageInputs, origin: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(`${origin}${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages are prerendered`);

  // A document's text is loaded first, so that it renders in place rather than streaming in later.
  const doc = findDocument(path.match(/^\/documents\/([^/]+)$/)?.[1]);
  if (doc) await loadDocumentContent(doc.slug);

  const queryClient = createQueryClient();
  if (inputs.plans) queryClient.setQueryData(queryKeys.subscriptionPlans, inputs.plans);
  if (inputs.services) queryClient.setQueryData(queryKeys.serviceItems, inputs.services.services);
  if (inputs.faqs) queryClient.setQueryData(queryKeys.faqs, inputs.faqs);
  if (inputs.company) queryClient.setQueryData(queryKeys.company, inputs.company);
  if (inputs.served) queryClient.setQueryData(queryKeys.servedPlaces, inputs.served);

  const collector: { meta: PageMeta | null } = { meta: null };
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollector.Provider value={collector}>
        <Providers queryClient={queryClient} hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </PageMetaCollector.Provider>
    </StrictMode>,
    // Whole boundaries inline, however long (a legal document is ~30 KB): streaming them in separately
    // would need inline scripts, which the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await toText(prelude);
  // No clock in the page: the browser counts the data fresh from when it hydrates (main.tsx), and every
  // server process then renders the same bytes, so a page's ETag holds whichever process answers.
  const dehydrated = dehydrate(queryClient);
  for (const query of dehydrated.queries) {
    query.state.dataUpdatedAt = 0;
    query.dehydratedAt = 0;
  }
  const state = `<script type="application/json" id="query-state">${scriptJson(dehydrated)}</script>`;
  const meta = collector.meta ?? { title: "SeniorCare Relief", description: "" };
  return {
    status: context.statusCode,
    head: publicHead(meta, origin, path, inputs.faqs?.faqs),
    body: html,
    scripts: state,
  };
}
