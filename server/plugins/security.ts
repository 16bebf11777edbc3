import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const securityHeaders = headersOf(
    helmet({
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
    }),
  );
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  // Cookie sessions make cross-site forms dangerous: state-changing requests must come from our own origin.
  // The Host header is not evidence: a DNS-rebinding page reaches us under its own name with a matching Origin.
  const allowed = new Set(config.trustedOrigins);
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.url.startsWith("/api/payments/webhook")) return done(); // signed by the provider instead
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin) return done(); // non-browser clients (curl, server-to-server) send neither
    if (allowed.has(origin)) return done();
    done(new AppError("CROSS_ORIGIN_REFUSED", "This request came from another site and was refused."));
  });
}

/**
 * The headers a helmet middleware sets, read once: its directives are fixed, so every response gets the same
 * values, and Fastify writes them with its own headers instead of helmet setting each one on every request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}
