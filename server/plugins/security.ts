import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Built once: helmet precomputes every header value, so each request only copies them onto the response.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'", "https://sdk.cashfree.com"],
        "frame-src": ["'self'", "https://*.cashfree.com"],
        "connect-src": ["'self'", "https://*.cashfree.com"],
        // cashfree.js opens the hosted checkout ({ redirectTarget: "_self" }) by submitting a form to Cashfree.
        "form-action": ["'self'", "https://*.cashfree.com"],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        "upgrade-insecure-requests": config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  // Cookie sessions make cross-site forms dangerous: state-changing requests must come from our own origin.
  // The Host header is not evidence: a DNS-rebinding page reaches us under its own name with a matching Origin.
  const allowed = new Set(config.trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.url.startsWith("/api/payments/webhook")) return; // signed by the provider instead
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin) return; // non-browser clients (curl, server-to-server) send neither
    if (allowed.has(origin)) return;
    throw new AppError("CROSS_ORIGIN_REFUSED", "This request came from another site and was refused.");
  });
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}
