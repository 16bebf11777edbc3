import { tryRupeesToPaise } from "@domain/money";
import type { FastifyError, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import type { simRefunds } from "../../../db/schema";
import { CASHFREE_API_VERSIONS } from "../cashfree-types";
import { SimError, simFieldError, simInvalid, simUnknownUrl } from "./sim-error";
import { toOrderEntity, toPaymentEntity, toRefundEntity } from "./sim-entities";
import type { RefundSettlement } from "./sim-refund-settlement";
import {
  createSimOrder,
  createSimRefund,
  getSimOrder,
  getSimRefund,
  listSimPayments,
  listSimRefunds,
  paidSimPaymentId,
  withIdempotency,
} from "./sim-store";

const ORDER_ID = /^[A-Za-z0-9_-]{1,45}$/;
// Cashfree names a bad amount "Invalid amount" (its SDK's own test "Invalid Amount" expects those words).
const rupeeAmount = z.number({ error: "Invalid amount" }).positive({ error: "Invalid amount" });

const createOrderBody = z.looseObject({
  order_id: z.string().regex(ORDER_ID, "order_id must be 1 to 45 of A-Z a-z 0-9 _ -").optional(),
  order_amount: rupeeAmount,
  order_currency: z.literal("INR"),
  customer_details: z.looseObject({
    customer_id: z.string().regex(/^[A-Za-z0-9_-]{3,50}$/),
    customer_email: z.string().optional(),
    customer_phone: z.string().min(10),
    customer_name: z.string().optional(),
  }),
  order_meta: z.looseObject({ return_url: z.string().optional(), notify_url: z.string().optional() }).default({}),
  order_note: z.string().optional(),
  // Cashfree: up to 10 string key-value pairs, echoed back on the order and in webhooks.
  order_tags: z.record(z.string().max(64), z.string().max(256)).optional(),
});
const createRefundBody = z.looseObject({
  refund_amount: rupeeAmount,
  refund_id: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/),
  refund_note: z.string().max(100).optional(),
});
const orderParams = z.object({ orderId: z.string() });
const refundParams = z.object({ orderId: z.string(), refundId: z.string() });

type SimRefund = typeof simRefunds.$inferSelect;

/** Orders are at least 1.00; refunds at least 0.01; both with at most two decimals. */
function toPaise(rupees: number, minimumPaise: number, field: string): number {
  const paise = tryRupeesToPaise(rupees);
  if (paise === null || paise < minimumPaise)
    throw simInvalid(`${field}_invalid`, `${field} : Invalid amount, must be at least ${minimumPaise / 100} with at most two decimals`);
  return paise;
}

/** Cashfree's own headers: the simulator refuses what Cashfree would refuse. */
function authenticate(ctx: AppContext, request: FastifyRequest) {
  const h = request.headers;
  if (h["x-client-id"] !== ctx.config.cashfree.clientId || h["x-client-secret"] !== ctx.config.cashfree.clientSecret)
    throw new SimError(401, "request_failed", "authentication_error", "authentication Failed");
  const version = h["x-api-version"];
  if (typeof version !== "string" || !(CASHFREE_API_VERSIONS as readonly string[]).includes(version))
    throw simInvalid("x-api-version_value_invalid", `x-api-version must be one of ${CASHFREE_API_VERSIONS.join(", ")}`);
}

/** The value a validation issue points at (`/customer_details/customer_phone`), to tell a missing field from a wrong one. */
function valueAt(root: unknown, instancePath: string): unknown {
  const keys = instancePath.split("/").filter(Boolean);
  return keys.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), root);
}

/** Cashfree's answer to a request refused before the handler ran: a named field for a schema failure. */
function refusalOf(error: FastifyError, request: FastifyRequest): SimError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [issue] = error.validation;
    const path = issue?.instancePath.split("/").filter(Boolean).join(".");
    const root = error.validationContext === "params" ? request.params : request.body;
    // Cashfree counts an empty string as not sent (its SDK's test "Empty Customer Phone" expects `_missing`).
    const value = issue ? valueAt(root, issue.instancePath) : undefined;
    if (issue && path) return simFieldError(path, value === undefined || value === "", issue.message ?? "invalid value provided");
  }
  // Not about one field (a body that is not a JSON object, say): Cashfree's general bad-request code.
  return simInvalid("request_failed", error.message || "request is invalid");
}

const idempotencyKey = (request: FastifyRequest, scope: string) => {
  const key = request.headers["x-idempotency-key"];
  return typeof key === "string" && key ? `${scope}:${key}` : undefined;
};

/**
 * The Cashfree PG endpoints the adapter uses, answered from the sim_* tables. Mounted at /simulator/pg. Refunds are
 * answered PENDING and settle `refundSettleMs` later (0: answered SUCCESS at once, with no webhook).
 */
export const simulatorApiRoutes =
  (ctx: AppContext, options: { refunds: RefundSettlement; refundSettleMs: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error instanceof SimError ? error.statusCode : (error.statusCode ?? 500);
      if (status >= 500) return reply.status(500).send({ message: "internal error", code: "internal_error", type: "api_error" });
      const refusal = error instanceof SimError ? error : refusalOf(error, request);
      return reply.status(status).send({ message: refusal.message, code: refusal.code, type: refusal.type });
    });
    app.addHook("preHandler", async (request) => authenticate(ctx, request));

    app.post("/orders", { schema: { hide: true, body: createOrderBody } }, async (request, reply) => {
      const body = request.body;
      const answer = await withIdempotency(ctx.db, idempotencyKey(request, "orders"), async (tx) => {
        const order = await createSimOrder(tx, {
          orderId: body.order_id ?? `order_${Date.now()}`,
          amount: toPaise(body.order_amount, 100, "order_amount"),
          currency: body.order_currency,
          request: {
            customer_details: body.customer_details,
            order_meta: body.order_meta,
            order_note: body.order_note,
            order_tags: body.order_tags,
          },
        });
        return { status: 200, body: toOrderEntity(order) };
      });
      return reply.status(answer.status).send(answer.body);
    });

    app.get("/orders/:orderId", { schema: { hide: true, params: orderParams } }, async (request) =>
      toOrderEntity(await getSimOrder(ctx.db, request.params.orderId)),
    );

    app.get("/orders/:orderId/payments", { schema: { hide: true, params: orderParams } }, async (request) => {
      const order = await getSimOrder(ctx.db, request.params.orderId);
      return (await listSimPayments(ctx.db, order.orderId)).map((p) => toPaymentEntity(p, order.currency));
    });

    app.post("/orders/:orderId/refunds", { schema: { hide: true, params: orderParams, body: createRefundBody } }, async (request, reply) => {
      const { orderId } = request.params;
      const body = request.body;
      let created: SimRefund | undefined;
      const answer = await withIdempotency(ctx.db, idempotencyKey(request, `refunds:${orderId}`), async (tx) => {
        const { order, refund } = await createSimRefund(tx, orderId, {
          refundId: body.refund_id,
          amount: toPaise(body.refund_amount, 1, "refund_amount"),
          note: body.refund_note ?? null,
          settleMs: options.refundSettleMs,
        });
        created = refund;
        // The status at creation, as Cashfree answers a new refund.
        const context = { currency: order.currency, cfPaymentId: await paidSimPaymentId(tx, orderId) };
        return { status: 200, body: toRefundEntity(refund, context, refund.createdAt) };
      });
      // Only once committed, and only a refund that is still on its way (an instant one has nothing to announce).
      if (created && options.refundSettleMs > 0) options.refunds.schedule(created);
      return reply.status(answer.status).send(answer.body);
    });

    app.get("/orders/:orderId/refunds", { schema: { hide: true, params: orderParams } }, async (request) => {
      const order = await getSimOrder(ctx.db, request.params.orderId);
      const context = { currency: order.currency, cfPaymentId: await paidSimPaymentId(ctx.db, order.orderId) };
      return (await listSimRefunds(ctx.db, order.orderId)).map((refund) => toRefundEntity(refund, context));
    });

    app.get("/orders/:orderId/refunds/:refundId", { schema: { hide: true, params: refundParams } }, async (request) => {
      const { order, refund } = await getSimRefund(ctx.db, request.params.orderId, request.params.refundId);
      return toRefundEntity(refund, { currency: order.currency, cfPaymentId: await paidSimPaymentId(ctx.db, order.orderId) });
    });

    // Anything else under /pg, whatever the method, is a bad URL to Cashfree: its JSON 404, never the web app.
    app.all("/", { schema: { hide: true } }, async () => {
      throw simUnknownUrl();
    });
    app.all("/*", { schema: { hide: true } }, async () => {
      throw simUnknownUrl();
    });
  };
