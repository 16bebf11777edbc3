import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { DATABASE_UNAVAILABLE, isConnectionError } from "../db/connection-errors";
import { ERROR_CATALOGUE, type ErrorCode } from "@domain/error-catalogue";
import { constraintErrorCode } from "../db/constraint-errors";
import { AppError } from "../errors";
import { notFoundRateLimit } from "./rate-limits";
import { englishMessage } from "../platform/i18n/english-messages";

type ErrorBody = { error: { code: ErrorCode; message: string; details?: unknown } };

const body = (code: ErrorCode, message: string = ERROR_CATALOGUE[code].message, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/** Fastify's own refusals of a body, in the catalogue's words. */
const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ["INVALID_JSON", "The request body is not valid JSON."],
  FST_ERR_CTP_EMPTY_JSON_BODY: ["INVALID_JSON", "The request body is empty but JSON was declared."],
  FST_ERR_CTP_BODY_TOO_LARGE: ["PAYLOAD_TOO_LARGE", "The request body is too large."],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ["UNSUPPORTED_MEDIA_TYPE", "This content type is not supported here; send JSON."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ["BAD_REQUEST", "The Content-Length header does not match the body."],
};

/** "The request body is invalid. phone: Enter a valid 10-digit Indian mobile number. shippingAddress.zip: …" */
function validationSummary(where: string, details: { path: string; message: string }[]): string {
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  const issues = details.map((d) => sentence(d.path ? `${d.path}: ${d.message}` : d.message));
  return [`The ${where} is invalid.`, ...issues].join(" ");
}

/** One place maps every error to `{ error: { code, message, details? } }`; 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: englishMessage(v.message ?? "This value is invalid."),
      }));
      const where = error.validationContext === "body" ? "request body" : error.validationContext;
      return reply.status(400).send(body("VALIDATION_ERROR", validationSummary(where ?? "request", details), details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response did not match its schema");
      return reply.status(500).send(body("INTERNAL_ERROR"));
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, "connection lost (database or another service): answered 503");
      const { code, retryAfterSeconds } = DATABASE_UNAVAILABLE;
      return reply.status(ERROR_CATALOGUE[code].status).header("retry-after", String(retryAfterSeconds)).send(body(code));
    }
    const constraint = constraintErrorCode(error);
    if (constraint) {
      // The database refused the change; which constraint stays in the log, not in the answer.
      request.log.info({ err: error }, "statement refused by a constraint");
      return reply.status(ERROR_CATALOGUE[constraint].status).send(body(constraint));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send(body("INTERNAL_ERROR"));
    }
    if (status === 429) return reply.status(429).send(body("RATE_LIMITED"));
    const [code, message] = FASTIFY_CODES[error.code] ?? ["BAD_REQUEST", error.message || ERROR_CATALOGUE.BAD_REQUEST.message];
    return reply.status(status).send(body(code, message));
  });

}

/** Unknown paths: a JSON 404, behind its own rate limit when limits are on (registered after them). */
export function registerNotFoundHandler(app: FastifyInstance) {
  app.setNotFoundHandler({ preHandler: notFoundRateLimit(app) }, (request, reply) => {
    reply.status(404).send(body("NOT_FOUND", `No route for ${request.method} ${request.url.split("?")[0]}`));
  });
}
