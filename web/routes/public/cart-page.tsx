import { ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner, Spinner } from "@web/components/ui/spinner";
import { buyAgainArrival } from "@web/features/cart/components/buy-again-button";
import { CartChangesNotice } from "@web/features/cart/components/cart-changes-notice";
import { CartLineItem } from "@web/features/cart/components/cart-line-item";
import { CartSummary } from "@web/features/cart/components/cart-summary";
import { cartLineView } from "@web/features/cart/cart-line-view";
import { refreshVisitorCart } from "@web/features/cart/cart-store";
import { BuyerAccountNeeded } from "@web/features/cart/components/buyer-account-needed";
import { useCart } from "@web/features/cart/use-cart";
import { toastInfo } from "@web/lib/toast";

/**
 * /cart: the lines priced from the catalogue's current data, problems flagged, and the way to checkout. A signed-in
 * buyer's cart is the server's (the same on every device); a visitor's is this browser's, and checkout asks them to
 * sign in first (the lines then merge into their account's cart).
 */
export default function CartPage() {
  const { t } = useTranslation(["common", "checkout"]);
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCart();
  const { lines, current } = cart;
  const views = lines.map((line) => cartLineView(line, current.get(line.productId)));
  const blocked = views.some((v) => v.flag !== null);
  const buyAgain = buyAgainArrival(location.state);

  function proceed() {
    if (cart.kind !== "visitor") return void navigate("/checkout");
    refreshVisitorCart(
      views.map((v) => ({
        productId: v.line.productId,
        name: v.name,
        basePrice: v.price,
        tieredPricing: v.tieredPricing,
        minOrderQuantity: v.minOrderQuantity,
        stock: current.get(v.line.productId)?.stock ?? v.line.stock,
      })),
    );
    toastInfo(t("checkout:cart.signInTitle"), t("checkout:cart.signInText"));
    void navigate(`/login?redirect=${encodeURIComponent("/checkout")}`, { state: { from: "/checkout" } });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.cart")} description={t("checkout:cart.description")} />
      {buyAgain ? <CartChangesNotice title={t("checkout:buyAgain.changesTitle", { orderNumber: buyAgain.orderNumber })} changes={buyAgain.changes} /> : null}
      {cart.kind === "loading" ? (
        <PageSpinner />
      ) : cart.kind === "none" ? (
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
              {cart.checking ? <Spinner label={t("checkout:cart.checking")} className="py-2" /> : null}
              {cart.checkFailed ? (
                <p role="alert" className="py-2 text-sm text-amber-800">
                  {t("checkout:cart.checkFailed")}
                </p>
              ) : null}
              <ul>
                {views.map((view) => (
                  <CartLineItem key={view.line.productId} view={view} onQuantity={cart.setQuantity} onRemove={cart.remove} />
                ))}
              </ul>
            </CardContent>
          </Card>
          <div className="lg:sticky lg:top-20 lg:self-start">
            <CartSummary views={views} delivery={cart.check?.delivery} blockedReason={blocked ? t("checkout:cart.fixProblems") : null} canCheckout onProceed={proceed} />
          </div>
        </div>
      )}
    </div>
  );
}
