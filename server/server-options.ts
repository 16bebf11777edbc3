import { randomUUID } from "node:crypto";
import type http from "node:http";
import { createRequire } from "node:module";
import type { FastifyHttpOptions, FastifyServerOptions } from "fastify";
import type PinoPretty from "pino-pretty";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";

/**
 * How long a client may take. `headersTimeout` and `requestTimeout` bound only the *sending* of a request (a
 * slow-loris client), never the response, so a Server-Sent Events stream lives on. `connectionTimeout` closes a
 * socket that stays silent that long; an event stream writes a heartbeat every 15 s (sse-stream.ts), well inside it.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  /** The whole request, body included: room for a large upload on a slow link, not for a client that stalls. */
  requestTimeout: 120_000,
  /** Longer than the 60 s idle timeout of common load balancers, so they, not we, close an idle connection. */
  keepAliveTimeout: 65_000,
  connectionTimeout: 90_000,
} as const;

/** The default for JSON bodies; auth and registration routes take less (plugins/body-limits.ts). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Readable lines in development, formatted in this thread and written synchronously (so the last line before an exit
 * is never lost): a pino transport would start a worker thread, with a heap of its own, for a development nicety.
 * pino-pretty is a dev dependency: a development run from a production install (`--omit=dev`) logs JSON instead.
 */
function prettyLogStream() {
  try {
    // Required from here rather than imported, so that a production install without it still starts.
    const pretty = createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;
    return pretty({ translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", sync: true });
  } catch {
    return undefined;
  }
}

/**
 * Every route schema is zod, so Fastify's own JSON-schema compilers (ajv, fast-json-stringify) would never run: naming
 * zod's compilers here, rather than replacing them once the instance exists, means they are not even loaded, which
 * saves a few tenths of a second of every start.
 */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
const zodSchemaCompilers: CompilersFactory = {
  // Fastify types these factories for ajv; what they return is what setValidatorCompiler/setSerializerCompiler take.
  buildValidator: (() => validatorCompiler) as unknown as CompilersFactory["buildValidator"],
  buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory["buildSerializer"],
};

/**
 * The id that ties a request's log lines together: the one nginx sends as X-Request-Id ($request_id, 32 hex digits),
 * so its access log and ours name the same request, or a fresh one. Only a plain token is taken from the header: it
 * is written into every log line, and a client reaching the app directly must not put text of its choosing there.
 */
export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

export function requestId(request: Pick<http.IncomingMessage, "headers">): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && REQUEST_ID_SHAPE.test(given) ? given : randomUUID();
}

/** Fastify's options: logging (readable in development, JSON lines elsewhere), timeouts, body size, zod schemas. */
export function serverOptions(
  config: Pick<Config, "env" | "logLevel" | "trustProxy">,
  timeouts: Record<keyof typeof SERVER_TIMEOUTS, number> = SERVER_TIMEOUTS,
): FastifyHttpOptions<http.Server> {
  return {
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      stream: config.env === "development" ? prettyLogStream() : undefined,
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Whose X-Forwarded-For sets request.ip (TRUST_PROXY, server/config.ts).
    trustProxy: config.trustProxy,
    // Read and checked by requestId() rather than taken as it comes.
    requestIdHeader: false,
    genReqId: requestId,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    requestTimeout: timeouts.requestTimeout,
    http: { headersTimeout: timeouts.headersTimeout },
    schemaController: { compilersFactory: zodSchemaCompilers },
  };
}
