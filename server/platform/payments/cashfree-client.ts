import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { CashfreeError } from "./cashfree-error";
import {
  CASHFREE_API_VERSION,
  cashfreeErrorSchema,
  cashfreeOrderSchema,
  cashfreePaymentSchema,
  cashfreeRefundSchema,
  type CreateOrderRequest,
  type CreateRefundRequest,
} from "./cashfree-types";

export type CashfreeClientOptions = {
  /** Origin (and path prefix) in front of `/pg/...`: https://sandbox.cashfree.com, https://api.cashfree.com, or the simulator. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Injectable so the in-process simulator can be reached without a network hop (see in-process-fetch.ts). */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type CashfreeClient = ReturnType<typeof createCashfreeClient>;

/** Cashfree Payment Gateway API (version CASHFREE_API_VERSION): the calls this marketplace needs. */
export function createCashfreeClient(options: CashfreeClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call<T extends z.ZodType>(
    schema: T,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-client-id": options.clientId,
      "x-client-secret": options.clientSecret,
      "x-api-version": CASHFREE_API_VERSION,
      "x-request-id": randomUUID(),
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["x-idempotency-key"] = idempotencyKey;

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/pg${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CashfreeError(0, "network_error", "api_connection_error", `Payment provider unreachable: ${reason}`);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = cashfreeErrorSchema.safeParse(payload);
      throw parsed.success
        ? new CashfreeError(response.status, parsed.data.code ?? "unknown", parsed.data.type ?? "api_error", parsed.data.message)
        : new CashfreeError(response.status, "unknown", "api_error", `Payment provider answered HTTP ${response.status}`);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new CashfreeError(response.status, "invalid_response", "api_error", "Payment provider answered in an unexpected shape");
    }
    return parsed.data;
  }

  const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

  return {
    createOrder: (request: CreateOrderRequest, idempotencyKey?: string) =>
      call(cashfreeOrderSchema, "POST", "/orders", request, idempotencyKey),
    getOrder: (orderId: string) => call(cashfreeOrderSchema, "GET", orderPath(orderId)),
    getPayments: (orderId: string) => call(cashfreePaymentSchema.array(), "GET", `${orderPath(orderId)}/payments`),
    createRefund: (orderId: string, request: CreateRefundRequest, idempotencyKey?: string) =>
      call(cashfreeRefundSchema, "POST", `${orderPath(orderId)}/refunds`, request, idempotencyKey),
    /** A refund by the refund_id we gave it (not cf_refund_id), to learn whether a PENDING refund has settled. */
    getRefund: (orderId: string, refundId: string) =>
      call(cashfreeRefundSchema, "GET", `${orderPath(orderId)}/refunds/${encodeURIComponent(refundId)}`),
  };
}
