import { eq, ilike, or, type SQL } from "drizzle-orm";
import { normaliseOrderNumberQuery } from "@domain/order-number";
import { orders } from "../../db/schema";
import { containsPattern } from "../seller-catalog/list-seller-products";

/**
 * Orders whose number is what was typed: exactly when it reads as an order number ("2611-4217" is BB-2611-004217),
 * else any number containing it ("004217", "2611-00"), so a partly remembered number still finds its order.
 */
export function orderNumberMatches(q: string): SQL {
  const exact = normaliseOrderNumberQuery(q);
  const partial = ilike(orders.orderNumber, containsPattern(q.trim()));
  return exact ? or(eq(orders.orderNumber, exact), partial)! : partial;
}
