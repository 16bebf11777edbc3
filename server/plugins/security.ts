import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** The security headers of the route's answers, when not a page's (set by registerSecurity). */
    securityHeaders?: Record<string, string>;
  }
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Pages (the storefront, the web app's shell, the simulator's and the API docs' pages) and their assets.
  const documentHeaders = headersOf(
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
  const dataHeaders = dataAnswerHeaders(documentHeaders);
  app.addHook("onRoute", (route) => {
    if (answersData(route.url)) route.config = { ...route.config, securityHeaders: dataHeaders };
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? documentHeaders);
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

/**
 * The API's answers (JSON, event streams, file downloads) are never rendered as a page, so a page's headers (which
 * scripts, styles, frames and forms it may use, and how it opens windows) say nothing for them, yet went with every
 * answer: 720 bytes on a 1–3 KB compressed catalogue answer. They get what a data answer needs (OWASP's REST
 * security headers), 150 bytes: nothing may load from it or frame it, no sniffing it into something else, no
 * cross-origin reads; and HSTS in production, as pages.
 */
function dataAnswerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders["strict-transport-security"];
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    ...(hsts ? { "strict-transport-security": hsts } : {}),
  };
}

/** Routes under /api answer data, except the API docs' pages. */
function answersData(url: string) {
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}
