import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, localisedPath, type Language } from "@domain/languages";
import { jsonLdScriptText } from "@domain/structured-data";
import { pageTexts } from "./page-texts";
import { SSR_PAYLOAD_ELEMENT_ID } from "@domain/server-rendering";

/** What a served page says about itself before any script runs: for search engines, link previews and screen readers. */
export type PageHead = {
  /** The page's language (its URL's prefix): `<html lang>`, and the words of the page. English when not said. */
  language?: Language;
  title: string;
  description: string;
  /** Absolute; omitted for pages that must not be indexed. */
  canonicalUrl?: string;
  /** The same page in each language (`hreflang` links), for pages that are indexed. */
  alternates?: { hreflang: string; href: string }[];
  /** e.g. "noindex, follow" for search results, "noindex" for dashboards, cart, checkout and payment pages. */
  robots?: string;
  /** Absolute URL of the page's picture for link previews (Open Graph, Twitter). */
  image?: string;
  ogType?: "website" | "product";
  /**
   * The page's largest picture (its LCP element), fetched at once with the HTML rather than after the scripts have
   * drawn it: the same srcset and sizes as its <img>, or the browser fetches it twice.
   */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
  jsonLd?: Record<string, unknown>[];
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const meta = (attribute: "name" | "property", key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function preloadLink({ href, srcSet, sizes }: NonNullable<PageHead["preloadImage"]>): string {
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? "100vw")}"` : "";
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/** A public page's address in every language (`en-IN`, `hi-IN`), and English for everyone else (`x-default`). */
export function languageAlternates(origin: string, path: string): NonNullable<PageHead["alternates"]> {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: LANGUAGE_LOCALES[language], href: `${origin}${localisedPath(path, language)}` })),
    { hreflang: "x-default", href: `${origin}${path}` },
  ];
}

/** The head tags of a page, every value escaped. */
export function renderHeadTags(head: PageHead): string {
  const language = head.language ?? DEFAULT_LANGUAGE;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.robots ? meta("name", "robots", head.robots) : "",
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : "",
    ...(head.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`),
    head.preloadImage ? preloadLink(head.preloadImage) : "",
    meta("property", "og:site_name", pageTexts(language).common.brand),
    meta("property", "og:locale", LANGUAGE_LOCALES[language].replace("-", "_")),
    meta("property", "og:type", head.ogType ?? "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    head.canonicalUrl ? meta("property", "og:url", head.canonicalUrl) : "",
    head.image ? meta("property", "og:image", head.image) : "",
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    head.image ? meta("name", "twitter:image", head.image) : "",
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonLdScriptText(data)}</script>`),
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** A page rendered on the server: its markup, and the JSON the browser takes over from (web/ssr-payload.ts). */
export type RenderedBody = { html: string; payload: string };

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_LANG = '<html lang="en">';

/**
 * The built index.html with this page's head (its own title and description replace the shell's; the other tags go
 * in ahead of the app's first script and its modulepreload links, so a preloaded picture is not queued behind some
 * forty scripts) and, for a page rendered on the server, its markup inside #root with the payload after it. The
 * shell is read once, when the server starts.
 */
export function pageHtmlTemplate(shell: string): (head: PageHead, body?: RenderedBody) => string {
  const withoutDefaults = shell.replace(/<title>[\s\S]*?<\/title>/, "").replace(/<meta\s+name="description"[\s\S]*?\/>/, "");
  if (!withoutDefaults.includes(HTML_LANG)) throw new Error(`index.html has no ${HTML_LANG} to set the page's language in`);
  const headEnd = withoutDefaults.indexOf("</head>");
  if (headEnd === -1) throw new Error("index.html has no </head> to put the page's head before");
  if (!withoutDefaults.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to render pages into`);
  const script = withoutDefaults.indexOf("<script");
  const at = script !== -1 && script < headEnd ? script : headEnd;
  const before = withoutDefaults.slice(0, at);
  const [headRest, after] = withoutDefaults.slice(at).split("</head>") as [string, string];
  const [bodyStart, bodyEnd] = after.split(EMPTY_ROOT) as [string, string];
  return (head, body) => {
    const root = body
      ? `<div id="root">${body.html}</div><script type="application/json" id="${SSR_PAYLOAD_ELEMENT_ID}">${body.payload}</script>`
      : EMPTY_ROOT;
    return `${before.replace(HTML_LANG, `<html lang="${head.language ?? DEFAULT_LANGUAGE}">`)}${renderHeadTags(head)}\n    ${headRest}</head>${bodyStart}${root}${bodyEnd}`;
  };
}
