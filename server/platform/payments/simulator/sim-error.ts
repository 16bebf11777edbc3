/** A refusal by the simulator, answered in Cashfree's `{ message, code, type }` shape. */
export class SimError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export const simNotFound = (what: "order" | "session" | "refund") =>
  new SimError(404, `${what}_not_found`, "invalid_request_error", `${what} not found`);
export const simInvalid = (code: string, message: string) => new SimError(400, code, "invalid_request_error", message);
