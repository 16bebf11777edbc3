/** What an enquiry is about: a listed product (from its page) or a seller (from its profile page). */
export type EnquiryProduct = { id: string; name: string; minOrderQuantity: number };
export type EnquirySeller = { id: string; companyName: string | null };
export type EnquirySubject = { product: EnquiryProduct } | { seller: EnquirySeller };

/** The same, in one shape: which kind, its id, and the smallest quantity that may be asked for. */
export type EnquiryTarget = { kind: "product" | "seller"; id: string; name: string | null; minOrderQuantity: number };

export function enquiryTarget(subject: EnquirySubject): EnquiryTarget {
  if ("product" in subject) {
    const { id, name, minOrderQuantity } = subject.product;
    return { kind: "product", id, name, minOrderQuantity: Math.max(1, minOrderQuantity) };
  }
  return { kind: "seller", id: subject.seller.id, name: subject.seller.companyName, minOrderQuantity: 1 };
}
