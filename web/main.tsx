import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { languagePrefix } from "@domain/languages";
import "./styles.css";
import { addNamespaces, currentLanguage, loadNamespaces } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { Providers } from "./providers";
import { loadPageCode, routeNamespaces, routes } from "./router";
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
  // The page's language is its URL's (`/hi/...`): React Router sees the paths without the prefix.
  const basename = languagePrefix(currentLanguage()) || undefined;
  const matches = matchRoutes(routes, window.location.pathname, basename) ?? [];
  if (payload) {
    // Take over the server's rendering as it is: its texts, its API answers, and the code of the matched routes
    // loaded first (a route still loading would render the fallback instead of the page the server sent); the rest
    // of its texts wait for the visitor's first touch (loadTextsOnFirstUse).
    addNamespaces(payload.locales);
    hydrate(queryClient, payload.queries);
    await Promise.all(matches.map(({ route }) => loadPageCode(route)));
  } else {
    // A page the server did not render (sign-in, cart, dashboards) renders with its texts in place, and on a page not
    // in English with the API's error messages in its language.
    const errors = currentLanguage() === "en" ? [] : ["api-errors"];
    await Promise.all([loadNamespaces(["common", ...errors, ...routeNamespaces(matches)]), loadMatchedRoutes(matches)]);
  }
  const router = createBrowserRouter(routes, { basename, hydrationData: payload?.router });
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
  } else {
    createRoot(root).render(app);
  }
  loadTextsOnFirstUse(routeNamespaces(matches));
}

async function loadMatchedRoutes(matches: { route: RouteObject }[]) {
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === "function")
      .map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
  );
}

/**
 * The rest of the page's texts (its dialogs and toasts; on a page not in English, the API's error messages too),
 * fetched when the visitor first touches, types or tabs: what they do next needs them, and a visitor who only reads
 * never waits for them. A text asked for sooner fetches its file then (a toast awaits it, a dialog re-renders).
 */
function loadTextsOnFirstUse(namespaces: string[]) {
  const wanted = currentLanguage() === "en" ? namespaces : [...namespaces, "api-errors"];
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const load = () => {
    for (const event of events) window.removeEventListener(event, load, true);
    void loadNamespaces(wanted);
  };
  for (const event of events) window.addEventListener(event, load, { capture: true, passive: true });
}

/** Marks the page as taken over by the app (`<html data-app-ready>`): from here on its buttons answer. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return null;
}
