import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isLanguage, LANGUAGE_COOKIE, localisedPath, splitLanguagePath } from "@domain/languages";
import { inProcessApi } from "../web-pages/in-process-api";
import type { PageHead, RenderedBody } from "../web-pages/page-head";
import { pageHtmlTemplate } from "../web-pages/page-head";

/** Decides a web page's status and head from its URL, and whether it is rendered here (server/web-pages/resolve-page.ts). */
export type PageResolver = (pathname: string, search: URLSearchParams) => Promise<{ status: number; head: PageHead; rendered: boolean }>;

/** The server renderer of the public pages (web/entry-server.tsx, built into dist/ssr/entry-server.js). */
export type WebRenderer = {
  answerApiRequestsWith(send: (request: Request) => Promise<Response>): void;
  renderPage(url: string): Promise<RenderedBody>;
};

const defaultWebDistDir = fileURLToPath(new URL("../../dist/web", import.meta.url));

/**
 * Path areas the server answers itself (the API, the payment simulator, development tools): an unknown path there is
 * a 404 in that area's own shape, never the web app's page with 200.
 */
const SERVER_AREAS = ["/api", "/simulator", "/dev", "/media"];
/** Pages of the web app that live inside a server area. */
const WEB_PAGES_IN_SERVER_AREAS = new Set(["/dev/mailbox"]);

const inServerArea = (pathname: string) =>
  !WEB_PAGES_IN_SERVER_AREAS.has(pathname.replace(/\/+$/, "")) &&
  SERVER_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));

/**
 * The given renderer, or the one built beside the web app (dist/ssr next to dist/web) if it was built, loaded once
 * when first asked: React and the pages are half a second of loading that the API does not need, so the server
 * starts without them and asks for them as soon as it listens (or at the first page, where nothing listens: tests).
 */
function rendererLoader(app: FastifyInstance, webDistDir: string, given?: WebRenderer): () => Promise<WebRenderer | undefined> {
  const entry = path.join(webDistDir, "..", "ssr", "entry-server.js");
  let loading: Promise<WebRenderer | undefined> | undefined;
  const load = async () => {
    const renderer = given ?? (fs.existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as WebRenderer) : undefined);
    if (renderer) renderer.answerApiRequestsWith(inProcessApi(app));
    else app.log.warn("dist/ssr is missing: public pages are served unrendered (run `npm run build`)");
    return renderer;
  };
  return () => (loading ??= load());
}

/**
 * Serves the web app. Paths outside the server's own areas get index.html with the page's own head (title,
 * description, canonical URL, structured data) and status: 404 for a route the app does not have, or a product or
 * category that does not exist. Public pages come rendered with their data, and the browser hydrates them; the
 * others (dashboards, cart, checkout, sign-in) are rendered by the browser.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  resolvePage: PageResolver,
  webDistDir = defaultWebDistDir,
  renderer?: WebRenderer,
) {
  const indexFile = path.join(webDistDir, "index.html");
  if (!fs.existsSync(indexFile)) {
    app.log.warn("dist/web is missing: run `npm run build` to serve the web app");
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    // Only reply.sendFile: the catch-all route below serves the files. A route per file (its `wildcard: false`)
    // meant globbing dist/web and adding a thousand routes at every start, a quarter of a second.
    serve: false,
    // The build writes .br and .gz beside each asset (scripts/precompress-plugin.ts): sent as files, not compressed per request.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=300");
    },
  });
  const pageHtml = pageHtmlTemplate(fs.readFileSync(indexFile, "utf8"));
  const loadRenderer = rendererLoader(app, webDistDir, renderer);
  app.addHook("onListen", async () => {
    loadRenderer().catch((error: unknown) => app.log.error({ err: error }, "the public pages' server renderer failed to load"));
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split("?")[0]!;
    if (inServerArea(url)) return reply.callNotFound();
    const file = path.join(webDistDir, path.normalize(decodeURIComponent(url)).replace(/^(\.\.[/\\])+/, ""));
    if (file.startsWith(webDistDir) && path.extname(file) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDistDir, file));
    }
    if (path.extname(url)) return reply.callNotFound();
    const search = new URL(request.url, "http://localhost").searchParams;
    const page = await resolvePage(url, search);
    // Pages people sign in to, pay on or manage from follow the language they chose (the cookie); public pages are
    // in their URL's language, for every visitor and search engine alike.
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const { language, path: unprefixed } = splitLanguagePath(url);
    if (!page.rendered && isLanguage(chosen) && chosen !== language) {
      const query = search.size > 0 ? `?${search.toString()}` : "";
      return reply.code(302).header("Cache-Control", "no-cache").redirect(`${localisedPath(unprefixed, chosen)}${query}`);
    }
    if (page.head.robots?.startsWith("noindex")) reply.header("X-Robots-Tag", page.head.robots);
    const render = page.rendered ? await loadRenderer() : undefined;
    const body = render ? await render.renderPage(new URL(request.url, "http://localhost").href) : undefined;
    return reply.code(page.status).header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(pageHtml(page.head, body));
  });
}
