/** A refusal or failure answered by Cashfree (or the simulator), in its `{ message, code, type }` shape. */
export class CashfreeError extends Error {
  override readonly name = "CashfreeError";

  constructor(
    /** HTTP status; 0 when the provider could not be reached at all. */
    readonly status: number,
    readonly code: string,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }

  /** True when the provider definitely refused the request (4xx), as opposed to being unreachable or failing. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
