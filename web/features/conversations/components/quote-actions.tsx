import type { AcceptedQuote, Quote } from "@domain/schemas/conversations";
import { Check, ShoppingCart, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useAcceptQuote } from "../api/accept-quote";
import { useWithdrawQuote } from "../api/withdraw-quote";

/**
 * The buyer's Accept on a sent quotation; an accepted one (not yet ordered) can go back into the cart, say after the
 * cart was emptied. Either way the page decides what the accepted line becomes (it goes into the cart).
 */
export function BuyerQuoteActions({ quote, onAccepted }: { quote: Quote; onAccepted: (line: AcceptedQuote) => void }) {
  const { t } = useTranslation("conversations");
  const accept = useAcceptQuote();
  if (quote.state === "accepted") {
    const line = { quoteId: quote.id, productId: quote.productId, quantity: quote.quantity, unitPrice: quote.unitPrice };
    return (
      <Button size="lg" variant="outline" onClick={() => onAccepted(line)}>
        <ShoppingCart aria-hidden="true" />
        {t("quote.addToCartAgain")}
      </Button>
    );
  }
  if (quote.state !== "sent") return null;
  return (
    <Button
      size="lg"
      disabled={accept.isPending}
      onClick={() =>
        accept.mutate(quote.id, {
          onSuccess: (line) => onAccepted(line),
          onError: (error) => toastError(t("quote.acceptFailed"), errorMessage(error)),
        })
      }
    >
      <Check aria-hidden="true" />
      {accept.isPending ? t("quote.accepting") : t("quote.accept")}
    </Button>
  );
}

/** The seller's Withdraw on a quotation the buyer has not accepted, behind a confirmation. */
export function SellerQuoteActions({ quote }: { quote: Quote }) {
  const { t } = useTranslation("conversations");
  const withdraw = useWithdrawQuote();
  const [confirming, setConfirming] = useState(false);
  if (quote.state !== "sent") return null;
  return (
    <>
      <Button size="lg" variant="outline" disabled={withdraw.isPending} onClick={() => setConfirming(true)}>
        <Undo2 aria-hidden="true" />
        {t("quote.withdraw")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("quote.withdrawTitle")}
        description={t("quote.withdrawText")}
        confirmLabel={t("quote.withdraw")}
        destructive
        onConfirm={() =>
          withdraw.mutate(quote.id, {
            onSuccess: () => toastSuccess(t("quote.withdrawnTitle")),
            onError: (error) => toastError(t("quote.withdrawFailed"), errorMessage(error)),
          })
        }
      />
    </>
  );
}
