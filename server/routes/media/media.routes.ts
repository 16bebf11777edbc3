import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { notFound } from "../../errors";
import { publicMediaKey } from "../../platform/media/public-media";
import { parseRange } from "./byte-range";

/** Types the upload pipeline stores as public media; anything else under a public key is sent as a download. */
const PUBLIC_MEDIA_TYPES = new Set(["image/webp", "image/jpeg", "image/png", "video/mp4", "video/webm"]);

/**
 * GET /media/* streams public product media from storage (outside /api: these are files, not JSON). Keys are
 * fresh ids, so a file never changes under its URL and browsers and CDNs may keep it for a year. Only the public
 * prefixes (platform/media/public-media.ts) are reachable; any other key, existing or not, is a plain 404.
 */
export function mediaRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.route<{ Params: { "*": string } }>({
      // HEAD declared here rather than derived from GET: Fastify's derived HEAD would read the whole file to discard it.
      method: ["GET", "HEAD"],
      url: "/media/*",
      exposeHeadRoute: false,
      config: { policy: { audience: "public" } },
      schema: { hide: true },
      handler: async (request, reply) => {
        const key = publicMediaKey(`/media/${request.params["*"]}`);
        const info = key ? await ctx.storage.head(key) : undefined;
        if (!key || !info) throw notFound("Media");

        const safeType = PUBLIC_MEDIA_TYPES.has(info.contentType);
        reply
          .header("Content-Type", safeType ? info.contentType : "application/octet-stream")
          .header("Cache-Control", "public, max-age=31536000, immutable")
          .header("X-Content-Type-Options", "nosniff")
          .header("ETag", info.etag)
          .header("Last-Modified", info.lastModified.toUTCString())
          .header("Accept-Ranges", "bytes");
        if (!safeType) reply.header("Content-Disposition", "attachment");

        if (request.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === info.etag || tag.trim() === "*")) {
          return reply.status(304).send();
        }
        // A range is honoured only for the version the client already holds part of (If-Range).
        const ifRange = request.headers["if-range"];
        const range = ifRange && ifRange !== info.etag ? { kind: "none" as const } : parseRange(request.headers.range, info.size);
        if (range.kind === "unsatisfiable") {
          return reply.status(416).header("Content-Range", `bytes */${info.size}`).send();
        }
        const partial = range.kind === "range";
        if (partial) reply.status(206).header("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
        reply.header("Content-Length", partial ? range.end - range.start + 1 : info.size);
        if (request.method === "HEAD") return reply.send();

        const object = await ctx.storage.get(key, partial ? { range } : undefined);
        if (!object) throw notFound("Media"); // deleted between the two reads
        return reply.send(object.body);
      },
    });
  };
}
