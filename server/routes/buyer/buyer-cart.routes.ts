import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addCartLineSchema, cartSchema, cartUpdateSchema, mergeCartSchema, setCartLineSchema } from "@domain/schemas/cart";
import type { AppContext } from "../../app-context";
import { addCartLine, clearCart, mergeIntoCart, removeCartLine, setCartLine } from "../../modules/cart/change-cart";
import { readCart } from "../../modules/cart/read-cart";
import { reorder } from "../../modules/cart/reorder";
import { requireUser } from "../../plugins/guards";

const productParams = z.strictObject({ productId: z.uuid() });
const tags = ["buyer cart"];
// Cart lines are keyed by the caller: nobody reads or changes another buyer's cart.
const config = { policy: { audience: "buyer", owns: "self" } } as const;

/** The signed-in buyer's cart, stored on the server so that it is the same on every device. */
export const buyerCartRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/cart", { config, schema: { tags, summary: "The cart, each line with its product's current data", response: { 200: cartSchema } } }, async (request) =>
      readCart(ctx.db, requireUser(request).id),
    );

    app.post(
      "/cart/lines",
      {
        config,
        schema: {
          tags,
          summary: "Add to Cart: adds the quantity to the product's line",
          description: "Raised to the minimum order and capped by the stock (said in `changes`); a quoted line is left alone (`quoted`). 422 for a product that cannot be bought.",
          body: addCartLineSchema,
          response: { 200: cartUpdateSchema },
        },
      },
      async (request) => addCartLine(ctx, requireUser(request).id, request.body),
    );

    app.put(
      "/cart/lines/:productId",
      {
        config,
        schema: {
          tags,
          summary: "Set a line's quantity (raised to the minimum order, capped by the stock)",
          description: "409 CART_LINE_QUOTED for a line priced by a quotation.",
          params: productParams,
          body: setCartLineSchema,
          response: { 200: cartUpdateSchema },
        },
      },
      async (request) => setCartLine(ctx, requireUser(request).id, request.params.productId, request.body.quantity),
    );

    app.delete(
      "/cart/lines/:productId",
      { config, schema: { tags, summary: "Remove a line (idempotent)", params: productParams, response: { 200: cartSchema } } },
      async (request) => removeCartLine(ctx, requireUser(request).id, request.params.productId),
    );

    app.delete("/cart", { config, schema: { tags, summary: "Empty the cart", response: { 200: cartSchema } } }, async (request) =>
      clearCart(ctx, requireUser(request).id),
    );

    app.post(
      "/cart/merge",
      {
        config,
        schema: {
          tags,
          summary: "Take a visitor's local cart into the account's (at sign-in)",
          description: "Quantities are summed with the stored lines, raised to minimums and capped by stock; products that cannot be bought are skipped and reported in `changes`.",
          body: mergeCartSchema,
          response: { 200: cartUpdateSchema },
        },
      },
      async (request) => mergeIntoCart(ctx, requireUser(request).id, request.body.lines),
    );

    app.post(
      "/orders/:orderId/reorder",
      {
        config: { policy: { audience: "buyer", owns: "order" } },
        schema: {
          tags,
          summary: "Buy again: the order's available items into the cart at today's prices",
          description: "`changes` lists items unavailable or out of stock, quantities raised to a minimum or capped by stock, and unit prices that differ from the order's. Another buyer's order is 404.",
          params: z.strictObject({ orderId: z.string() }),
          response: { 200: cartUpdateSchema },
        },
      },
      async (request) => reorder(ctx, requireUser(request).id, request.params.orderId),
    );
  };
