import { dehydrate, QueryClient, type Query } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { setFetchTransport } from "./lib/fetch-or-throw";
import { CURRENT_USER_QUERY_KEY } from "./lib/current-user";
import { loadAllNamespaces, namespacesUsedBy, namespaceTexts, type Bundle } from "./lib/i18n";
import { Providers } from "./providers";
import { routes } from "./router";
import { serialiseSsrPayload, type SsrPayload } from "./ssr-payload";

/**
 * Server rendering of the public pages (ADR 0018). A page is rendered as a visitor sees it: the API answers it
 * needs come from the app itself, in-process, through the same typed client the browser uses, so the browser
 * hydrates from exactly the JSON it would have fetched. Who is signed in is left to the browser (the header and
 * cart fill in after hydration), so one rendering serves every visitor.
 */
export type RenderedPage = { html: string; payload: string };

/** Enough for a page whose queries depend on other queries' answers; each pass fetches what the last one asked for. */
const MAX_DATA_PASSES = 3;

const handler = createStaticHandler(routes);
const namespacesLoaded = loadAllNamespaces();

/** Answers the typed API client's requests while rendering (the app's own handler, in-process). */
export function answerApiRequestsWith(send: (request: Request) => Promise<Response>): void {
  setFetchTransport(send);
}

export async function renderPage(url: string): Promise<RenderedPage> {
  await namespacesLoaded;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Rendering ${url} answered a Response (${context.status}); public pages have no loaders`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page = () => (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );

  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    renderToString(page());
    const wanted = queryClient.getQueryCache().findAll().filter(shouldFetchOnServer);
    if (wanted.length === 0) break;
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  }
  // The final pass is the page, with the locale namespaces it used ("common" ships with the app's code).
  let html = "";
  const namespaces = namespacesUsedBy(() => {
    html = renderToString(page());
  });
  namespaces.delete("common");
  const locales: Record<string, Bundle> = {};
  for (const namespace of namespaces) {
    const texts = namespaceTexts(namespace);
    if (texts) locales[namespace] = texts;
  }

  const payload: SsrPayload = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
    locales,
  };
  return { html, payload: serialiseSsrPayload(payload) };
}

/** A query the page asked for that the server can answer for every visitor: not the visitor's own account. */
function shouldFetchOnServer(query: Query): boolean {
  if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
  if (query.queryKey[0] === CURRENT_USER_QUERY_KEY[0]) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}
