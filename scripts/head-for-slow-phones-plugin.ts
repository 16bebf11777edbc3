import type { Plugin } from "vite";

/**
 * Orders the built index.html's head for a phone on a slow network, which opens a few connections at a time: the
 * stylesheet first, as the one file the first paint waits for (Vite writes it last, behind some forty scripts), and
 * the app's module script and modulepreload links at low priority, so the page's pictures are fetched before them.
 * The page is rendered on the server, so it reads and its links work before the scripts arrive. The page's own head
 * tags go in before the first script (server/web-pages/page-head.ts).
 */
export function headForSlowPhones(): Plugin {
  return {
    name: "head-for-slow-phones",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const lowPriority = stylesheets
          .reduce((text, tag) => text.replace(tag, ""), html)
          .replace(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`);
        const firstScript = lowPriority.indexOf("<script");
        if (firstScript === -1) throw new Error("the built index.html has no script");
        const links = stylesheets.map((tag) => `${tag.trim()}\n    `).join("");
        return `${lowPriority.slice(0, firstScript)}${links}${lowPriority.slice(firstScript)}`;
      },
    },
  };
}
