import { dehydrate, QueryClient, type Query } from "@tanstack/react-query";
import type { i18n as I18n, ResourceKey } from "i18next";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { setFetchTransport } from "./lib/fetch-or-throw";
import { CURRENT_USER_QUERY_KEY } from "./lib/current-user";
import { LANGUAGES, languagePrefix, splitLanguagePath, type Language } from "@domain/languages";
import { createI18n, NAMESPACES, setActiveI18n } from "./lib/i18n";
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

type PageLanguage = {
  /** Its texts, every namespace read once. */
  i18n: I18n;
  loaded: Promise<void>;
  /** The router under the language's URL prefix (`/hi`). */
  handler: ReturnType<typeof createStaticHandler>;
  /** The namespaces the last rendering in this language used. */
  used: Set<string>;
};

const languages = Object.fromEntries(
  LANGUAGES.map((language): [Language, PageLanguage] => {
    const i18n = createI18n(language);
    const handler = createStaticHandler(routes, { basename: languagePrefix(language) || undefined });
    return [language, { i18n, loaded: i18n.loadNamespaces([...NAMESPACES]), handler, used: recordNamespacesUsed(i18n) }];
  }),
) as Record<Language, PageLanguage>;

/** Answers the typed API client's requests while rendering (the app's own handler, in-process). */
export function answerApiRequestsWith(send: (request: Request) => Promise<Response>): void {
  setFetchTransport(send);
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const { i18n, loaded, handler, used: usedNamespaces } = languages[splitLanguagePath(new URL(url).pathname).language];
  await loaded;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Rendering ${url} answered a Response (${context.status}); public pages have no loaders`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page = () => (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );

  // Each rendering is synchronous: the texts outside React (dates, error messages) are this page's language meanwhile.
  const render = () => {
    setActiveI18n(i18n);
    return renderToString(page());
  };
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    render();
    const wanted = queryClient.getQueryCache().findAll().filter(shouldFetchOnServer);
    if (wanted.length === 0) break;
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  }
  // The final pass is the page; record which locale namespaces it used (rendering is synchronous, so only its own).
  usedNamespaces.clear();
  const html = render();
  const namespaces = new Set(["common", ...usedNamespaces]);
  const locales: Record<string, ResourceKey> = {};
  for (const namespace of namespaces) locales[namespace] = i18n.getResourceBundle(i18n.language, namespace) as ResourceKey;

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


/**
 * Notes the namespace of every text looked up (`useTranslation("ns")`'s `t` and `t("ns:key")` both end in `i18n.t`),
 * so the page carries exactly the namespaces its markup needs to hydrate with the same words.
 */
function recordNamespacesUsed(i18n: I18n): Set<string> {
  const used = new Set<string>();
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const record = (key: unknown, options: unknown) => {
    const keys = (Array.isArray(key) ? key : [key]).filter((entry): entry is string => typeof entry === "string");
    const prefixed = keys.map((entry) => /^([a-z-]+):/.exec(entry)?.[1]).filter((entry): entry is string => entry !== undefined);
    const ns = (options as { ns?: string | string[] } | undefined)?.ns;
    for (const namespace of prefixed.length > 0 ? prefixed : ns === undefined ? ["common"] : [ns].flat()) used.add(namespace);
  };
  const recordingTranslate = (key: unknown, options: unknown, ...rest: unknown[]) => {
    record(key, options);
    return translate(key, options, ...rest);
  };
  i18n.t = recordingTranslate as unknown as typeof i18n.t;
  return used;
}
