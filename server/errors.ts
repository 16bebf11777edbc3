/** The one error type services throw; the error handler maps it to the response shape of DESIGN.md. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what: string, code = "NOT_FOUND") => new AppError(code, 404, `${what} not found`);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);
export const businessRule = (code: string, message: string, details?: unknown) =>
  new AppError(code, 422, message, details);
export const forbidden = (message = "You do not have access to this.") => new AppError("FORBIDDEN", 403, message);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", 401, "Please sign in to continue.");
