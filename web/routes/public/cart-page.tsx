import { ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner, Spinner } from "@web/components/ui/spinner";
import { useCartCheck } from "@web/features/cart/api/check-cart";
import { CartLineItem } from "@web/features/cart/components/cart-line-item";
import { CartSummary } from "@web/features/cart/components/cart-summary";
import { canPlaceOrders } from "@web/features/cart/can-place-orders";
import { cartLineView, cartSubtotal } from "@web/features/cart/cart-line-view";
import { refreshCartLines, useCart } from "@web/features/cart/cart-store";
import { BuyerAccountNeeded } from "@web/features/cart/components/buyer-account-needed";
import { useCurrentUser } from "@web/lib/current-user";

/** /cart: the signed-in user's lines priced from the catalogue's current data, problems flagged, and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation(["common", "checkout"]);
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const owner = me?.user.id ?? null;
  const lines = useCart(owner);
  const check = useCartCheck(lines);
  const canCheckout = !me || canPlaceOrders(me);
  const current = new Map(check.data?.lines.map((l) => [l.productId, l]));
  const views = lines.map((line) => cartLineView(line, current.get(line.productId)));
  const blocked = views.some((v) => v.flag !== null);

  function proceed() {
    refreshCartLines(
      owner,
      views.map((v) => ({
        productId: v.line.productId,
        name: v.name,
        basePrice: v.price,
        tieredPricing: v.tieredPricing,
        minOrderQuantity: v.minOrderQuantity,
        stock: current.get(v.line.productId)?.stock ?? v.line.stock,
      })),
    );
    void navigate("/checkout");
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.cart")} description={t("checkout:cart.description")} />
      {me === undefined ? (
        <PageSpinner />
      ) : lines.length === 0 && !canCheckout ? (
        <div className="mx-auto max-w-xl">
          <BuyerAccountNeeded />
        </div>
      ) : lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t("checkout:cart.empty")}
          description={t("checkout:cart.emptyText")}
          action={
            <Button asChild>
              <Link to="/products">{t("checkout:cart.startShopping")}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card>
            <CardContent className="pt-2">
              <h2 className="sr-only">{t("checkout:cart.items")}</h2>
              {check.isFetching && !check.data ? <Spinner label={t("checkout:cart.checking")} className="py-2" /> : null}
              {check.isError ? (
                <p role="alert" className="py-2 text-sm text-amber-800">
                  {t("checkout:cart.checkFailed")}
                </p>
              ) : null}
              <ul>
                {views.map((view) => (
                  <CartLineItem key={view.line.productId} view={view} owner={owner} />
                ))}
              </ul>
            </CardContent>
          </Card>
          <div className="lg:sticky lg:top-20 lg:self-start">
            <CartSummary
              subtotal={cartSubtotal(views)}
              blockedReason={blocked ? t("checkout:cart.fixProblems") : null}
              canCheckout={canCheckout}
              onProceed={proceed}
            />
          </div>
        </div>
      )}
    </div>
  );
}
