import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
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
    // As a transition, hydration yields to the browser every few milliseconds instead of running as one long task
    // (as React Router's framework-mode entry.client does): a phone stays responsive while the page is taken over.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The other texts (toasts, dialogs, the next pages), fetched once the browser is idle after taking the page
    // over: off the first view's critical path. A text asked for sooner loads its file then (web/lib/i18n.ts).
    const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1_000));
    whenIdle(() => void loadAllNamespaces(), { timeout: 4_000 });
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

/** Marks the page as taken over by the app (`<html data-app-ready>`): from here on its buttons answer. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return null;
}
