import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

/** Deeper than any body the API accepts; far below what would exhaust the stack of code that walks a body. */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth of a JSON text, found by scanning its brackets (outside strings) without parsing it, so a
 * 5,000-level `{"a":{"a":…}}` is refused before JSON.parse, better-auth or a validator can recurse into it.
 * Stops counting once it passes `limit`.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning protection included), behind the depth check. */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text)) {
      done(new AppError("JSON_TOO_DEEP", `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`), undefined);
      return;
    }
    // Callback style: the parser answers through done, so its (empty) return needs no awaiting.
    void parse(request, text, done);
  });
}
