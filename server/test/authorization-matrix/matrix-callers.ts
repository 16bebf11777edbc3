import type { App } from "../../app";
import { productMedia, sellerDocuments } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../sign-in";
import { TEST_ORIGIN } from "../test-app";
import { enrolTwoFactor } from "../two-factor-enrolment";

export const MATRIX_ROLES = ["anonymous", "buyer", "other buyer", "seller", "other seller", "admin without 2FA", "admin"] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** The objects of "buyer" and "seller" that everyone else must not reach, and what would show if they did. */
export type OwnedObjects = {
  orderId: string;
  orderItemId: string;
  paymentOrderId: string;
  productId: string;
  /** Media of `productId`: one kept, one that the matrix's DELETE of a medium removes. */
  mediaId: string;
  spareMediaId: string;
  /** A second product of "seller", for the matrix's DELETE of a product (the first must outlive it). */
  spareProductId: string;
  /** KYC documents of "seller" (with their files): one kept, one that the matrix's DELETE of a document removes. */
  documentId: string;
  spareDocumentId: string;
  /** The return request of "buyer" on the delivered order, which "seller" decides. */
  returnId: string;
  /** Strings found only in the owners' private data: an answer to anyone else must not contain them. */
  privateMarkers: string[];
};

/**
 * Every caller of the matrix, signed in through the real endpoints (the app must require admin two-factor), and one
 * order of "buyer" from "seller" with its paid checkout, a delivered order with a return, and a wishlist entry.
 */
export async function createMatrixCallers(app: App) {
  const buyer = await signInAs(app, "buyer", { phone: "9811100001" });
  const seller = await signInAs(app, "seller");
  const admin = await signInAs(app, "admin");
  const callers: Record<MatrixRole, Record<string, string>> = {
    anonymous: { origin: TEST_ORIGIN },
    buyer: buyer.headers,
    "other buyer": (await signInAs(app, "buyer")).headers,
    seller: seller.headers,
    "other seller": (await signInAs(app, "seller")).headers,
    "admin without 2FA": (await signInAs(app, "admin")).headers,
    admin: { origin: TEST_ORIGIN, cookie: (await enrolTwoFactor(app, admin.cookie, admin.password)).cookie },
  };

  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, stock: 1000 });
  const [medium, spareMedium] = await app.ctx.db
    .insert(productMedia)
    .values([0, 1].map((displayOrder) => ({ productId: product.id, mediaUrl: `/images/matrix-${displayOrder}.jpg`, mediaType: "image" as const, displayOrder })))
    .returning();
  const spareProduct = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  const { order, items, checkout } = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId: seller.profile.id,
    lines: [{ product, quantity: 2 }],
  });
  const delivered = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId: seller.profile.id,
    lines: [{ product, quantity: 1 }],
    status: "Delivered",
  });
  const returnRequest = await app.inject({
    method: "POST",
    url: `/api/buyer/orders/${delivered.order.id}/returns`,
    headers: buyer.headers,
    payload: { orderItemId: delivered.items[0]!.id, requestType: "return", reason: "Arrived damaged" },
  });
  if (returnRequest.statusCode !== 201) throw new Error(`fixture return failed: ${returnRequest.body}`);
  const documents = await app.ctx.db
    .insert(sellerDocuments)
    .values([0, 1].map((n) => ({ userId: seller.profile.id, documentType: "PAN Card" as const, fileUrl: `kyc/${seller.profile.id}/matrix-${n}.pdf` })))
    .returning();
  for (const row of documents) await app.ctx.storage.put(row.fileUrl, Buffer.from("%PDF-1.4 matrix"), { contentType: "application/pdf" });
  const saved = await app.inject({ method: "PUT", url: `/api/buyer/wishlist/${product.id}`, headers: buyer.headers });
  if (saved.statusCode !== 200) throw new Error(`fixture wishlist entry failed: ${saved.body}`);

  const owned: OwnedObjects = {
    orderId: order.id,
    orderItemId: items[0]!.id,
    paymentOrderId: checkout.paymentOrderId,
    productId: product.id,
    mediaId: medium!.id,
    spareMediaId: spareMedium!.id,
    spareProductId: spareProduct.id,
    documentId: documents[0]!.id,
    spareDocumentId: documents[1]!.id,
    returnId: (returnRequest.json() as { id: string }).id,
    privateMarkers: [
      order.id,
      items[0]!.id,
      checkout.id,
      checkout.paymentOrderId,
      delivered.order.id,
      delivered.checkout.paymentOrderId,
      (returnRequest.json() as { id: string }).id,
      buyer.email,
      seller.email,
      "9811100001",
    ],
  };
  return { callers, owned };
}
