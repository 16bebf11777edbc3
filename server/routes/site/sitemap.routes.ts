import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { pagesSitemap, productsSitemap, robotsTxt, sellersSitemap, sitemapIndex } from "../../web-pages/sitemap";

const xml = "application/xml; charset=utf-8";
// Crawlers re-read these often; an hour's staleness is harmless and spares the database.
const cache = "public, max-age=3600";

/** What search engines read first: robots.txt, and the sitemap index with its files (sitemaps.org protocol). */
export const sitemapRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const origin = ctx.config.publicUrl;
    app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => reply.type("text/plain; charset=utf-8").header("Cache-Control", cache).send(robotsTxt(origin)));
    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => reply.type(xml).header("Cache-Control", cache).send(await sitemapIndex(ctx.db, origin)));
    app.get("/sitemaps/pages.xml", { schema: { hide: true } }, async (_request, reply) => reply.type(xml).header("Cache-Control", cache).send(pagesSitemap(origin)));
    app.get(
      "/sitemaps/products-:chunk.xml",
      { schema: { hide: true, params: z.strictObject({ chunk: z.coerce.number().int().min(1).max(10_000) }) } },
      async (request, reply) => {
        const stream = await productsSitemap(ctx.db, origin, request.params.chunk);
        if (!stream) return reply.callNotFound();
        return reply.type(xml).header("Cache-Control", cache).send(stream);
      },
    );
    app.get(
      "/sitemaps/sellers-:chunk.xml",
      { schema: { hide: true, params: z.strictObject({ chunk: z.coerce.number().int().min(1).max(10_000) }) } },
      async (request, reply) => {
        const stream = await sellersSitemap(ctx.db, origin, request.params.chunk);
        if (!stream) return reply.callNotFound();
        return reply.type(xml).header("Cache-Control", cache).send(stream);
      },
    );
  };
