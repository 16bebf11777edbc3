import type { AcceptedQuote, Quote } from "@domain/schemas/conversations";
import { formatINR } from "@domain/money";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { SERVER_CART_QUERY_KEY } from "@web/features/cart/api/get-cart";
import { ThreadView } from "@web/features/conversations/components/thread-view";
import { toastSuccess } from "@web/lib/toast";

/**
 * /buyer-dashboard/enquiries/:threadId: one conversation with a seller. Accepting a quotation puts its line into the
 * buyer's cart on the server, at the quoted price and quantity (replacing any line of that product), and the buyer
 * goes to the cart.
 */
export default function BuyerEnquiryPage() {
  const { threadId = "" } = useParams();
  const { t } = useTranslation("conversations");
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onQuoteAccepted = (line: AcceptedQuote, quote: Quote) => {
    // Accepting put the quoted line into the server cart; the cart page reads it afresh.
    void queryClient.invalidateQueries({ queryKey: SERVER_CART_QUERY_KEY });
    toastSuccess(t("quote.acceptedTitle"), t("quote.acceptedText", { quantity: line.quantity, name: quote.productName, price: formatINR(line.unitPrice) }));
    void navigate("/cart");
  };

  return <ThreadView key={threadId} side="buyer" threadId={threadId} backTo="/buyer-dashboard/enquiries" onQuoteAccepted={onQuoteAccepted} />;
}
