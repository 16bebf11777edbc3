import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR } from "@domain/money";
import type { App } from "../../app";
import { orders } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createCheckout } from "../../modules/checkout/create-checkout";
import { checkoutRequest, payInSimulator } from "../../modules/checkout/test-factories";
import { checkPaymentStatus } from "../../modules/payments/check-payment-status";
import { emailsTo } from "../../test/outbox";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

/** The buyer hears of every order a paid checkout placed: one confirmation per order, in the buyer's language. */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

type Buyer = Awaited<ReturnType<typeof signInAs>>;

/** Pays a checkout of the given lines through the simulator and answers the orders it placed. */
async function placeOrders(buyer: Buyer, lines: { productId: string; quantity: number }[], paymentMethod: "online" | "cod" = "online") {
  const { orderId, paymentSessionId } = await createCheckout(app.ctx, { id: buyer.profile.id, email: buyer.email }, checkoutRequest(lines, { paymentMethod }));
  await payInSimulator(app, paymentSessionId, "pay");
  expect((await checkPaymentStatus(app.ctx, buyer.profile.id, orderId)).status).toBe("paid");
  return app.ctx.db.select().from(orders).where(eq(orders.buyerId, buyer.profile.id));
}

const confirmations = async (buyer: Buyer) => (await emailsTo(app, buyer.email)).filter((mail) => /^(Order|ऑर्डर) BB-/.test(mail.subject));

describe("order confirmation emails", () => {
  it("send one per order, with its number, seller, lines, total, what was paid and a link to its page", async () => {
    const buyer = await signInAs(app, "buyer", { firstName: "Asha" });
    const silk = await createTestSeller(app.ctx.db, { companyName: "Surat Silk House" });
    const steel = await createTestSeller(app.ctx.db, { companyName: "Steel Mart" });
    const sari = await createTestProduct(app.ctx.db, silk.id, { name: "Cotton sari", price: 45_000 });
    const bolts = await createTestProduct(app.ctx.db, steel.id, { name: "Hex bolts", price: 1_250 });
    const placed = await placeOrders(buyer, [
      { productId: sari.id, quantity: 2 },
      { productId: bolts.id, quantity: 40 },
    ]);
    expect(placed).toHaveLength(2);

    const mails = await confirmations(buyer);
    expect(mails).toHaveLength(2);
    const silkOrder = placed.find((order) => order.sellerId === silk.id)!;
    const mail = mails.find((m) => m.subject.includes(silkOrder.orderNumber))!;
    expect(mail.subject).toBe(`Order ${silkOrder.orderNumber} placed: ₹900.00`);
    expect(mail.textBody).toContain(`Thank you for your order ${silkOrder.orderNumber} from Surat Silk House.`);
    expect(mail.textBody).toContain("• 2 × Cotton sari at ₹450.00: ₹900.00");
    expect(mail.textBody).toContain("Order total: ₹900.00");
    expect(mail.textBody).toContain("Paid online: ₹900.00.");
    expect(mail.textBody).not.toContain("Due on delivery");
    expect(mail.textBody).toContain(`${TEST_ORIGIN}/buyer-dashboard/orders/${silkOrder.id}`);
    expect(mail.textBody).not.toContain("Hex bolts");
    expect(mails.some((m) => m.subject.startsWith(`Order ${placed.find((order) => order.sellerId === steel.id)!.orderNumber} placed`))).toBe(true);
  });

  it("say what was paid in advance and what is due on delivery for cash on delivery, in Hindi for a Hindi reader", async () => {
    const buyer = await signInAs(app, "buyer", { firstName: "आशा", language: "hi" });
    const seller = await createTestSeller(app.ctx.db, { companyName: "Jaipur Prints" });
    const product = await createTestProduct(app.ctx.db, seller.id, { name: "Block-printed bedsheet", price: 60_000 });
    const [order] = await placeOrders(buyer, [{ productId: product.id, quantity: 5 }], "cod");
    const [mail] = await confirmations(buyer);
    expect(mail!.subject).toBe(`ऑर्डर ${order!.orderNumber} दे दिया गया: ₹3,000.00`);
    expect(mail!.textBody).toContain(`Jaipur Prints से ऑर्डर ${order!.orderNumber} देने के लिए धन्यवाद।`);
    expect(mail!.textBody).toContain(`एडवांस में भुगतान: ${formatINR(order!.advanceAmount)}।`);
    expect(mail!.textBody).toContain("डिलीवरी पर देना है (नकद):");
    expect(mail!.textBody).toContain(`${TEST_ORIGIN}/hi/buyer-dashboard/orders/${order!.id}`);
    expect(mail!.htmlBody).toContain('<div lang="hi"');
  });
});
