import { inArray } from "drizzle-orm";
import { gstStateCodeForState } from "@domain/india/gst-state-codes";
import { type OrderTax, isIntraState, taxOrder } from "@domain/order-tax";
import { GST_ON_FEE_BASIS_POINTS, TCS_BASIS_POINTS, tdsBasisPointsFor } from "@domain/payout-deductions";
import type { StoredPostalAddress } from "@domain/schemas/postal-address";
import type { Executor } from "../../db/client";
import { products } from "../../db/schema";
import { type SellerTaxIdentity, sellerTaxIdentity } from "./seller-tax-identity";

export type ProductTax = { hsnCode: string; gstRateBasisPoints: number };

/** The HSN code and GST rate of each product, as listed when the order is paid. */
export async function productTaxes(db: Executor, productIds: readonly string[]): Promise<Map<string, ProductTax>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, hsnCode: products.hsnCode, gstRateBasisPoints: products.gstRateBasisPoints })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map(({ id, ...tax }) => [id, tax]));
}

export type NewOrderTax = {
  seller: SellerTaxIdentity;
  placeOfSupply: { state: string; code: string };
  tax: OrderTax;
  /** The order's columns: freight tax, the supply's kind and the deductions' rates snapshotted at payment. */
  orderColumns: {
    intraState: boolean;
    freightGstRateBasisPoints: number;
    freightTaxableValue: number;
    freightCgst: number;
    freightSgst: number;
    freightIgst: number;
    feeGstBasisPoints: number;
    tcsBasisPoints: number;
    tdsBasisPoints: number;
  };
};

/**
 * The GST of one seller's new order: the place of supply is the delivery address's state; the supply is intra-state
 * when that is the seller's state (from its GSTIN). Lines keep the order's order; each line's tax is `tax.lines[i]`.
 */
export async function newOrderTax(
  db: Executor,
  input: { sellerId: string; shippingAddress: StoredPostalAddress; lines: readonly { lineTotal: number; tax: ProductTax }[]; freight: number },
): Promise<NewOrderTax> {
  const seller = await sellerTaxIdentity(db, input.sellerId);
  const code = gstStateCodeForState(input.shippingAddress.state) ?? "";
  const intraState = isIntraState(seller.stateCode, code || null);
  const tax = taxOrder({
    lines: input.lines.map((line) => ({ lineTotal: line.lineTotal, rateBasisPoints: line.tax.gstRateBasisPoints, hsnCode: line.tax.hsnCode })),
    freight: input.freight,
    intraState,
  });
  const freight = tax.freight;
  return {
    seller,
    placeOfSupply: { state: input.shippingAddress.state, code },
    tax,
    orderColumns: {
      intraState,
      freightGstRateBasisPoints: freight?.rateBasisPoints ?? 0,
      freightTaxableValue: freight?.taxableValue ?? 0,
      freightCgst: freight?.cgst ?? 0,
      freightSgst: freight?.sgst ?? 0,
      freightIgst: freight?.igst ?? 0,
      feeGstBasisPoints: GST_ON_FEE_BASIS_POINTS,
      tcsBasisPoints: TCS_BASIS_POINTS,
      tdsBasisPoints: tdsBasisPointsFor(seller.hasPan),
    },
  };
}
