import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productReviewsParamsSchema, reviewListQuerySchema, reviewPageSchema } from "@domain/schemas/reviews";
import type { AppContext } from "../../app-context";
import { etagOf } from "../../modules/catalog/catalogue-cache";
import { listProductReviews } from "../../modules/reviews/list-product-reviews";
import { loadCurrentUser } from "../../plugins/guards";
import { compressedBody, representationFor } from "./cached-encoding";
import { CATALOGUE_CACHE_CONTROL, matchesIfNoneMatch } from "./catalog-http-cache";

/** GET /api/public/products/:productId/reviews: a product page's reviews, for visitors and signed-in users alike. */
export const productReviewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products/:productId/reviews",
      {
        config: { policy: { audience: "public" } },
        compress: false,
        schema: {
          tags: ["reviews"],
          summary: "A product's rating (from its star counts) and a page of its visible reviews, newest or most helpful first",
          description:
            "Keyset-paginated (pass nextCursor as cursor). `votedHelpful` is the signed-in caller's own vote (false for visitors). " +
            "Visitors' answers carry an ETag and `Cache-Control: public, no-cache`; a signed-in caller's are `private, no-store`. " +
            "404 PRODUCT_NOT_FOUND when the product is missing or inactive, or its seller is deactivated.",
          params: productReviewsParamsSchema,
          querystring: reviewListQuerySchema,
          response: { 200: reviewPageSchema },
        },
      },
      async (request, reply) => {
        const viewer = await loadCurrentUser(ctx, request);
        const page = await listProductReviews(ctx.db, request.params.productId, request.query, viewer?.id ?? null);
        return sendReviewPage(request, reply, JSON.stringify(page), viewer !== null);
      },
    );
  };

/**
 * The catalogue's product answers are cached in memory and emptied on catalogue changes; reviews change with every
 * vote and reply, which notify nothing, so each answer is computed afresh. A visitor's answer is the same for every
 * visitor and may be stored by anyone (revalidated on each use, 304 when unchanged); a signed-in caller's marks its
 * own votes and must never be stored, nor served to anyone else. Vary: Cookie keeps the two apart in shared caches.
 */
function sendReviewPage(request: FastifyRequest, reply: FastifyReply, body: string, signedIn: boolean) {
  reply.header("vary", "cookie, accept-encoding");
  const entry = { body, etag: etagOf(body) };
  const { encoding, etag } = representationFor(entry, request.headers["accept-encoding"]);
  if (signedIn) {
    reply.header("cache-control", "private, no-store");
  } else {
    reply.header("cache-control", CATALOGUE_CACHE_CONTROL).header("etag", etag);
    if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) return reply.code(304).send();
  }
  reply.type("application/json; charset=utf-8");
  // Compressed here, as the catalogue's answers are, so each coding has its own entity tag (cached-encoding.ts).
  if (encoding) return reply.header("content-encoding", encoding).send(compressedBody(entry, encoding));
  // A string with a JSON content type is sent as it is (already in the schema's shape), without a serialiser.
  return reply.send(body);
}
