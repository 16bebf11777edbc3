import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { INITIAL_ORDER_STATUS, type OrderStatus, type PaymentMethod } from "@domain/orders";
import { amountPayableOnline } from "@domain/pricing";
import type { Executor } from "../../db/client";
import { allocateOrderNumber } from "./allocate-order-number";
import { checkouts, orderEvents, orderItems, orders, productMedia, products, simOrders } from "../../db/schema";
import type { StoredPostalAddress } from "@domain/schemas/postal-address";

/** Test data for order features, standing in for checkout finalisation: a paid checkout and its order. */

export const TEST_ADDRESS: StoredPostalAddress = {
  address: "12 MG Road, Shop 4",
  city: "Bengaluru",
  state: "Karnataka",
  zip: "560001",
  country: "India",
};

export async function createTestProduct(
  db: Executor,
  input: { sellerId: string; name?: string; price?: number; stock?: number; minOrderQuantity?: number; imageUrl?: string; hsnCode?: string; gstRateBasisPoints?: number },
) {
  const [product] = await db
    .insert(products)
    .values({
      sellerId: input.sellerId,
      name: input.name ?? `Test product ${randomUUID().slice(0, 6)}`,
      description: "Made for tests",
      price: input.price ?? 10_000,
      category: "Electronics",
      hsnCode: input.hsnCode ?? "8517",
      gstRateBasisPoints: input.gstRateBasisPoints ?? 1800,
      stock: input.stock ?? 100,
      minOrderQuantity: input.minOrderQuantity ?? 1,
    })
    .returning();
  if (input.imageUrl) {
    await db.insert(productMedia).values({ productId: product!.id, mediaUrl: input.imageUrl, mediaType: "image" });
  }
  return product!;
}

type TestOrderInput = {
  buyerId: string;
  sellerId: string;
  lines: { product: typeof products.$inferSelect; quantity: number }[];
  paymentMethod?: PaymentMethod;
  /** Reached through recorded history (Pending → … → status), as if moved by an admin. */
  status?: OrderStatus;
  createdAt?: Date;
  /** The fee snapshotted on the order; 500 (5%) unless given. */
  platformFeeBasisPoints?: number;
};

/**
 * A paid checkout with one order for one seller, as finalisation would leave it: items at the catalogue price,
 * stock taken, a Pending history entry, and a PAID order in the payment simulator so that refunds can be made.
 */
export async function createTestOrder(db: Executor, input: TestOrderInput) {
  const paymentMethod = input.paymentMethod ?? "online";
  const total = input.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const paidNow = amountPayableOnline(total, paymentMethod);
  const paymentOrderId = `test_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const createdAt = input.createdAt ?? new Date();

  const [checkout] = await db
    .insert(checkouts)
    .values({
      paymentOrderId,
      buyerId: input.buyerId,
      kind: "order",
      amount: paidNow,
      totalAmount: total,
      paymentMethod,
      status: "paid",
      paidAt: createdAt,
      snapshot: {
        lines: input.lines.map(({ product, quantity }) => ({
          productId: product.id,
          sellerId: input.sellerId,
          name: product.name,
          quantity,
          unitPrice: product.price,
          lineTotal: product.price * quantity,
        })),
        sellers: [{ sellerId: input.sellerId, total, advance: paidNow }],
        shippingAddress: TEST_ADDRESS,
        billingAddress: TEST_ADDRESS,
        contact: { firstName: "Test", lastName: "Buyer", phone: "9876543210", email: "buyer@example.test" },
      },
    })
    .returning();
  await db.insert(simOrders).values({
    orderId: paymentOrderId,
    cfOrderId: String(Date.now()) + String(Math.floor(Math.random() * 1000)),
    paymentSessionId: `session_${randomUUID()}`,
    amount: paidNow,
    currency: "INR",
    status: "PAID",
    request: { customer_details: { customer_id: input.buyerId, customer_phone: "9876543210" }, order_meta: {} },
    expiresAt: new Date(Date.now() + 86_400_000),
  });

  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: await allocateOrderNumber(db, createdAt),
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      checkoutId: checkout!.id,
      totalAmount: total,
      status: input.status ?? INITIAL_ORDER_STATUS,
      shippingAddress: TEST_ADDRESS,
      billingAddress: TEST_ADDRESS,
      paymentMethod,
      advanceAmount: paidNow,
      collectedOnDelivery: input.status === "Delivered" ? total - paidNow : 0,
      platformFeeBasisPoints: input.platformFeeBasisPoints ?? 500,
      deliveredAt: input.status === "Delivered" ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      input.lines.map(({ product, quantity }) => ({
        orderId: order!.id,
        productId: product.id,
        productName: product.name,
        quantity,
        price: product.price,
      })),
    )
    .returning();
  for (const { product, quantity } of input.lines) {
    await db.update(products).set({ stock: sql`${products.stock} - ${quantity}` }).where(eq(products.id, product.id));
  }
  await db.insert(orderEvents).values({ orderId: order!.id, actorRole: "system", toStatus: INITIAL_ORDER_STATUS, createdAt });
  if (input.status && input.status !== INITIAL_ORDER_STATUS) {
    await db.insert(orderEvents).values({
      orderId: order!.id,
      actorRole: "admin",
      fromStatus: INITIAL_ORDER_STATUS,
      toStatus: input.status,
      createdAt,
    });
  }
  return { order: order!, items, checkout: checkout! };
}
