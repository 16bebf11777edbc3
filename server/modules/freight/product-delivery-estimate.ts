import { zoneFreightCharge } from "@domain/freight";
import { applicableUnitPrice, lineTotal } from "@domain/pricing";
import type { DeliveryEstimate } from "@domain/schemas/freight";
import type { Executor } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { loadCartProducts } from "../checkout/load-cart-products";
import { deliveryTerms } from "./delivery-terms";
import { lookupPinCode } from "./pin-code-directory";

/**
 * The product page's "Delivery to PIN code": freight for the minimum order quantity at its tier price and the
 * delivery window, for a PIN code India Post's directory lists (422 PIN_CODE_NOT_FOUND otherwise).
 */
export async function productDeliveryEstimate(db: Executor, productId: string, pinCode: string, now = new Date()): Promise<DeliveryEstimate> {
  const product = (await loadCartProducts(db, [productId])).get(productId);
  if (!product?.available) throw notFound("Product");
  const place = lookupPinCode(pinCode);
  if (!place) throw new AppError("PIN_CODE_NOT_FOUND");
  const quantity = product.minOrderQuantity;
  const goods = lineTotal(applicableUnitPrice(product, quantity), quantity);
  const delivery = await deliveryTerms(db, pinCode, [{ sellerId: product.sellerId, dispatchDays: product.dispatchDays }], now);
  const seller = delivery.sellers[0]!;
  return {
    pinCode: delivery.pinCode,
    place,
    zone: seller.zone,
    quantity,
    goods,
    freight: zoneFreightCharge(seller.freight, goods, quantity),
    dispatchDays: seller.dispatchDays,
    window: seller.window,
  };
}
