import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@domain/control-characters";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

const PARTS = [
  ["params", "path"],
  ["query", "query string"],
  ["body", "request body"],
] as const;

/**
 * Every route, schema-validated or not (better-auth's, the simulator's), refuses a control character in any text
 * of its path, query or JSON body with a 400 before its schema or handler sees it: such input is never valid, and
 * a NUL would otherwise reach PostgreSQL and fail there.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook("preValidation", (request, _reply, done) => {
    for (const [part, where] of PARTS) {
      const path = findControlCharacter(request[part]);
      if (path === null) continue;
      const field = path || part;
      done(
        new AppError("VALIDATION_ERROR", `The ${where} is invalid. ${field}: ${CONTROL_CHARACTER_MESSAGE}`, [
          { path: field, message: CONTROL_CHARACTER_MESSAGE },
        ]),
      );
      return;
    }
    done();
  });
}
