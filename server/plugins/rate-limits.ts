import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { isInProcessRequest } from "../web-pages/in-process-api";
import { isAuthRoute } from "./auth-routes";

/**
 * Every route is rate limited per client address, in tiers (as epic-stack does): strongest where passwords, codes
 * and emails are at stake, strong for other state changes, general for reads. A route may set its own
 * `config.rateLimit` (a tighter limit, or a per-user key), or opt out with `rateLimit: false` and a comment saying
 * why. Counters live in Redis when REDIS_URL is set, so limits hold across API processes; otherwise in memory.
 */
export const RATE_LIMIT_TIERS = {
  // Generous for a tier: Indian mobile carriers put many customers behind one address (CGNAT). Guessing is held
  // back per account and address by the sign-in and code throttles, not by this.
  auth: { max: 60, timeWindow: 60_000 },
  write: { max: 120, timeWindow: 60_000 },
  read: { max: 1_000, timeWindow: 60_000 },
  /** Unknown paths: whoever walks the URL space is slowed down early. */
  notFound: { max: 60, timeWindow: 60_000 },
} as const;

export type RateLimitTier = keyof typeof RATE_LIMIT_TIERS;

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function rateLimitTier(request: Pick<FastifyRequest, "method" | "url">): Exclude<RateLimitTier, "notFound"> {
  if (READ_METHODS.has(request.method)) return "read";
  return isAuthRoute(request.url.split("?")[0] ?? "") ? "auth" : "write";
}

export async function registerRateLimits(app: FastifyInstance, config: Config) {
  if (!config.rateLimits.enabled) return;
  // ioredis is loaded only when Redis is configured.
  const redis = config.rateLimits.redisUrl
    ? new (await import("ioredis")).Redis(config.rateLimits.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    redis,
    nameSpace: "bulkbazaar-rate-limit:",
    // A Redis outage must not take the marketplace down with it.
    skipOnError: true,
    // The server renderer's own API calls: the page request that caused them was counted already.
    allowList: (request) => isInProcessRequest(request),
    // Each tier counts separately, so reads never use up the sign-in allowance.
    keyGenerator: (request) => `${rateLimitTier(request)}:${request.ip}`,
    max: (request) => RATE_LIMIT_TIERS[rateLimitTier(request)].max,
    timeWindow: RATE_LIMIT_TIERS.read.timeWindow,
  });
}

/** The preHandler that throttles the not-found handler (none when limits are off). */
export function notFoundRateLimit(app: FastifyInstance) {
  if (!app.hasDecorator("rateLimit")) return undefined;
  return app.rateLimit({
    keyGenerator: (request) => `not-found:${request.ip}`,
    ...RATE_LIMIT_TIERS.notFound,
  });
}
