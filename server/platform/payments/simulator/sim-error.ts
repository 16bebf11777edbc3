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

/** A path the simulator does not serve, answered with the body Cashfree documents for a bad URL. */
export const simUnknownUrl = () => new SimError(404, "request_failed", "invalid_request_error", "bad URL, please check API documentation");

/**
 * Cashfree names a refused field in the code: `<path>_missing` when it was not sent, `<path>_invalid` when its value
 * is wrong (`order_amount_invalid`, `customer_details.customer_phone_missing`, `customer_details_missing`).
 */
export function simFieldError(path: string, missing: boolean, detail: string): SimError {
  return missing
    ? simInvalid(`${path}_missing`, `${path} : is missing in the request`)
    : simInvalid(`${path}_invalid`, `${path} : ${detail}`);
}
