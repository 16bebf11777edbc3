import type { CartChange } from "@domain/schemas/cart";
import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useReorder } from "../api/reorder";

/** What the cart page is told after "Buy again": the order and what changed since it. */
export type BuyAgainArrival = { buyAgain: { orderNumber: string; changes: CartChange[] } };

/**
 * "Buy again": the order's items that can still be bought go into the cart at today's prices; the buyer lands on
 * the cart, which lists what changed (prices, quantities, products no longer available).
 */
export function BuyAgainButton({ orderId, orderNumber, size = "sm" }: { orderId: string; orderNumber: string; size?: "sm" | "default" }) {
  const { t } = useTranslation("checkout");
  const navigate = useNavigate();
  const reorder = useReorder();
  const buyAgain = () =>
    reorder.mutate(orderId, {
      onSuccess: (update) => {
        if (update.added.length > 0) toastSuccess(t("buyAgain.added"), t("buyAgain.addedText", { count: update.added.length, orderNumber }));
        else toastError(t("buyAgain.nothing"), t("buyAgain.nothingText"));
        const state: BuyAgainArrival = { buyAgain: { orderNumber, changes: update.changes } };
        void navigate("/cart", { state });
      },
      onError: (error) => toastError(t("buyAgain.failed"), errorMessage(error)),
    });
  return (
    <Button variant="outline" size={size} className="min-h-10" disabled={reorder.isPending} aria-busy={reorder.isPending || undefined} onClick={buyAgain}>
      <RotateCcw aria-hidden="true" />
      {t("buyAgain.button")}
    </Button>
  );
}

/** The Buy again changes in the cart page's navigation state, if it came from there. */
export function buyAgainArrival(state: unknown): BuyAgainArrival["buyAgain"] | null {
  const arrival = (state as Partial<BuyAgainArrival> | null)?.buyAgain;
  return arrival && Array.isArray(arrival.changes) && typeof arrival.orderNumber === "string" ? arrival : null;
}
