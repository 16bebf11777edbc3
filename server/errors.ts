import { ERROR_CATALOGUE, type ErrorCode } from "@domain/error-catalogue";

/**
 * The one error type services throw; the error handler maps it to the response shape of DESIGN.md. Its status
 * and default message come from the error catalogue (domain/error-catalogue.ts); the message may say more.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CATALOGUE[code].message,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_CATALOGUE[code].status;
  }
}

/** The catalogue's 404 codes. */
type NotFoundCode = { [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]["status"] extends 404 ? C : never }[ErrorCode];

export const notFound = (what: string, code: NotFoundCode = "NOT_FOUND") => new AppError(code, `${what} not found`);
export const conflict = (code: ErrorCode, message?: string) => new AppError(code, message);
export const businessRule = (code: ErrorCode, message?: string, details?: unknown) => new AppError(code, message, details);
export const forbidden = (message?: string) => new AppError("FORBIDDEN", message);
export const unauthenticated = () => new AppError("UNAUTHENTICATED");
