import type { AcceptedQuote, Quote, ThreadDetail } from "@domain/schemas/conversations";
import { formatINR } from "@domain/money";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { addQuotedLine } from "@web/features/cart/cart-store";
import { ThreadView } from "@web/features/conversations/components/thread-view";
import { useCurrentUser } from "@web/lib/current-user";
import { toastSuccess } from "@web/lib/toast";

/**
 * /buyer-dashboard/enquiries/:threadId: one conversation with a seller. An accepted quotation's line goes into the
 * cart at the quoted price and quantity (replacing any line of that product), and the buyer goes to the cart.
 */
export default function BuyerEnquiryPage() {
  const { threadId = "" } = useParams();
  const { t } = useTranslation("conversations");
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();

  const onQuoteAccepted = (line: AcceptedQuote, quote: Quote, thread: ThreadDetail) => {
    addQuotedLine(me?.user.id ?? null, {
      productId: line.productId,
      quantity: line.quantity,
      name: quote.productName,
      imageUrl: thread.product?.id === line.productId ? thread.product.imageUrl : null,
      sellerId: thread.seller.id,
      sellerName: thread.seller.companyName,
      // For display until the cart's catalogue check answers; the quote prices the line.
      basePrice: line.unitPrice,
      tieredPricing: [],
      minOrderQuantity: 1,
      stock: line.quantity,
      quote: { id: line.quoteId, unitPrice: line.unitPrice },
    });
    toastSuccess(t("quote.acceptedTitle"), t("quote.acceptedText", { quantity: line.quantity, name: quote.productName, price: formatINR(line.unitPrice) }));
    void navigate("/cart");
  };

  return <ThreadView key={threadId} side="buyer" threadId={threadId} backTo="/buyer-dashboard/enquiries" onQuoteAccepted={onQuoteAccepted} />;
}
