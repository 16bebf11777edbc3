import { indiaMonthOf } from "@domain/india-month";
import type { App } from "../../app";
import { changeOrderStatus } from "../orders/change-order-status";
import { paidOrder, paidOrders, registeredSeller } from "../tax/credit-note.fixture";

const system = { id: null, role: "system" } as const;

/**
 * A month of trade through the real checkout, for the monthly statement, tax report and fee invoice tests. Both
 * sellers' goods are ₹118 a unit incl. 18% GST (taxable ₹100), delivered to Mumbai (Maharashtra), fee 5%:
 * - Maharashtra seller `prefix`M: 10 units (₹1,180; TCS ₹2.50 CGST + ₹2.50 SGST), delivered; 3 units (₹354,
 *   taxable ₹300), cancelled at once, so credited in full by a credit note;
 * - Karnataka seller `prefix`K: 5 units (₹590; TCS ₹2.50 IGST), delivered.
 */
export async function tradeOfAMonth(app: App, buyerHeaders: Record<string, string>, prefix: string) {
  const maharashtra = await registeredSeller(app, { state: "Maharashtra", prefix: `${prefix}M` });
  const karnataka = await registeredSeller(app, { state: "Karnataka", prefix: `${prefix}K` });
  const [first, second] = await paidOrders(app, buyerHeaders, [
    { productId: maharashtra.product.id, quantity: 10 },
    { productId: karnataka.product.id, quantity: 5 },
  ]);
  const delivered = [first!, second!];
  const cancelled = await paidOrder(app, buyerHeaders, [{ productId: maharashtra.product.id, quantity: 3 }]);
  const answer = await app.inject({ method: "POST", url: `/api/buyer/orders/${cancelled.order.id}/cancel`, headers: buyerHeaders, payload: {} });
  if (answer.statusCode !== 200) throw new Error(`cancel failed (${answer.statusCode}): ${answer.body}`);
  for (const { order } of delivered) await changeOrderStatus(app.ctx, { orderId: order.id, actor: system, toStatus: "Delivered" });
  const ofSeller = (sellerId: string) => delivered.find(({ order }) => order.sellerId === sellerId)!;
  return {
    month: indiaMonthOf(new Date()),
    maharashtra: { ...maharashtra, delivered: ofSeller(maharashtra.seller.id), cancelled },
    karnataka: { ...karnataka, delivered: ofSeller(karnataka.seller.id) },
  };
}
