import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FreightRules } from "@domain/freight";
import type { App } from "../../app";
import { orderInvoices, orders, profiles } from "../../db/schema";
import { signIn } from "../../test/sign-in";
import { TEST_ORIGIN } from "../../test/test-app";
import { createTestProduct, createTestSeller, FREE_FREIGHT } from "../catalog/test-factories";
import { checkoutRequest, getPaymentStatus, payInSimulator, postCheckout } from "../checkout/test-factories";

/** Credit-note tests: sellers registered in a state, and orders paid through the real checkout (so they are invoiced). */

/** Valid GSTINs (check character included): Maharashtra (27) and Karnataka (29). */
export const GSTIN = { Maharashtra: "27AAPFU0939F1ZV", Karnataka: "29AAGCB7383J1Z4" } as const;

/** A flat ₹50 freight in every zone, never free. */
export const FLAT_FREIGHT: FreightRules = {
  same_city: { kind: "flat", amount: 5_000, freeAbove: null },
  same_state: { kind: "flat", amount: 5_000, freeAbove: null },
  rest_of_india: { kind: "flat", amount: 5_000, freeAbove: null },
};

/** A verified seller registered in `state`, numbering its documents with `prefix`, one product of it, signed in. */
export async function registeredSeller(app: App, input: { state: keyof typeof GSTIN; prefix: string; price?: number; rateBasisPoints?: number; freight?: boolean }) {
  const email = `${input.prefix.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
  const seller = await createTestSeller(app.ctx.db, { email, companyName: `${input.prefix} Traders`, gstNumber: GSTIN[input.state], freightRules: input.freight ? FLAT_FREIGHT : FREE_FREIGHT });
  await app.ctx.db.update(profiles).set({ invoicePrefix: input.prefix }).where(eq(profiles.id, seller.id));
  const product = await createTestProduct(app.ctx.db, seller.id, { price: input.price ?? 11_800, gstRateBasisPoints: input.rateBasisPoints ?? 1_800, stock: 1_000 });
  const headers = { cookie: await signIn(app, email, "Passw0rd!x"), origin: TEST_ORIGIN };
  return { seller, product, headers };
}

/** Pays a checkout (delivered to Mumbai, Maharashtra) in the simulator; its orders, each with its invoice row. */
export async function paidOrders(app: App, headers: Record<string, string>, lines: { productId: string; quantity: number }[]) {
  const created = await postCheckout(app, headers, checkoutRequest(lines));
  if (created.statusCode !== 201) throw new Error(`checkout failed (${created.statusCode}): ${created.body}`);
  const { orderId, paymentSessionId } = created.json() as { orderId: string; paymentSessionId: string };
  await payInSimulator(app, paymentSessionId, "pay");
  const answer = await getPaymentStatus(app, headers, orderId);
  const status = answer.json() as { status: string; orders: { id: string }[] };
  if (status.status !== "paid") throw new Error(`checkout not paid: ${answer.body}`);
  return Promise.all(
    status.orders.map(async ({ id }) => {
      const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, id));
      const [invoice] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, id));
      return { order: order!, invoice: invoice! };
    }),
  );
}

/** A checkout of one seller's goods paid: its one order and invoice. */
export async function paidOrder(app: App, headers: Record<string, string>, lines: { productId: string; quantity: number }[]) {
  const [placed, ...more] = await paidOrders(app, headers, lines);
  if (!placed || more.length > 0) throw new Error("expected one order");
  return placed;
}
