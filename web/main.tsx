import { hydrate } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import "./styles.css";
import { addNamespaces, loadAllNamespaces } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { Providers } from "./providers";
import { routes } from "./router";
import { readSsrPayload } from "./ssr-payload";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

void start(container);

/**
 * Not at the module's top level: the matched page's code imports the app's shared code, which is bundled with this
 * entry (vite.config.ts), so awaiting that page's code here, while this module is still being evaluated, would wait
 * forever.
 */
async function start(root: HTMLElement) {
  const payload = readSsrPayload(document);
  const queryClient = createQueryClient();
  if (payload) {
    // Take over the server's rendering as it is: its texts, its API answers, and the code of the matched routes
    // loaded first (a route still loading would render the fallback instead of the page the server sent).
    addNamespaces(payload.locales);
    hydrate(queryClient, payload.queries);
    await loadMatchedRoutes(routes, window.location.pathname);
    loadTextsWithOtherPages(routes);
  } else {
    // A page the server did not render (sign-in, cart, dashboards) may use any namespace from its first render.
    await loadAllNamespaces();
  }
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : undefined);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <AppReady />
      </Providers>
    </StrictMode>
  );
  if (payload) {
    // Preact hydrates in one go (it has no time slicing; startTransition only runs its callback): in a task of its
    // own, after the app's start-up, so that neither keeps a phone from answering a tap for long.
    await new Promise((resolve) => setTimeout(resolve, 0));
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

async function loadMatchedRoutes(tree: RouteObject[], pathname: string) {
  const lazyMatches = (matchRoutes(tree, pathname) ?? []).filter((match) => typeof match.route.lazy === "function");
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The page in view came with its own texts; the others (one file, web/lib/i18n.ts) load with the code of the next
 * page the visitor opens, so that page renders with its words in place.
 */
function loadTextsWithOtherPages(tree: RouteObject[]) {
  for (const route of tree) {
    const { lazy } = route;
    if (typeof lazy === "function") {
      route.lazy = async () => (await Promise.all([lazy(), loadAllNamespaces()]))[0];
    }
    if (route.children) loadTextsWithOtherPages(route.children);
  }
}

/** Marks the page as taken over by the app (`<html data-app-ready>`): from here on its buttons answer. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return null;
}
