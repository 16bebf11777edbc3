import type { CheckoutDetails } from "@domain/schemas/checkout";
import { EMPTY_POSTAL_ADDRESS } from "@domain/schemas/postal-address";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { useCartCheck } from "@web/features/cart/api/check-cart";
import { cartLineView } from "@web/features/cart/cart-line-view";
import { canPlaceOrders } from "@web/features/cart/can-place-orders";
import { useCart } from "@web/features/cart/cart-store";
import { useCreateCheckout } from "@web/features/checkout/api/create-checkout";
import { checkoutLineError, toastCheckoutError, toastPaymentFailed } from "@web/features/checkout/checkout-error";
import type { CheckoutLine } from "@web/features/checkout/checkout-line";
import { CheckoutForm } from "@web/features/checkout/components/checkout-form";
import { openPayment } from "@web/lib/open-payment";
import { useCurrentUser, type CurrentUser } from "@web/lib/current-user";

/** /checkout: details and payment choice; the server prices the cart and opens the payment. */
export default function CheckoutPage() {
  const { t } = useTranslation(["common", "checkout"]);
  const { data: me } = useCurrentUser();
  const cart = useCart(me?.user.id ?? null);
  const check = useCartCheck(cart);
  const createCheckout = useCreateCheckout();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  if (!me) return <PageSpinner />;
  const title = (
    <PageTitle
      title={t("pages.checkout")}
      description={t("checkout:form.description")}
      actions={
        <Button variant="outline" asChild>
          <Link to="/cart">{t("checkout:form.backToCart")}</Link>
        </Button>
      }
    />
  );
  if (!canPlaceOrders(me)) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        {title}
        <EmptyState title={t("checkout:buyerAccount.title")} description={t("checkout:buyerAccount.text")} />
      </div>
    );
  }
  if (cart.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        {title}
        <EmptyState
          icon={ShoppingCart}
          title={t("checkout:cart.empty")}
          action={
            <Button asChild>
              <Link to="/products">{t("checkout:cart.startShopping")}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const current = new Map(check.data?.lines.map((l) => [l.productId, l]));
  const views = cart.map((line) => cartLineView(line, current.get(line.productId)));
  const lines: CheckoutLine[] = views.map((v) => ({
    productId: v.line.productId,
    sellerId: v.line.sellerId,
    sellerName: v.line.sellerName,
    name: v.name,
    quantity: v.line.quantity,
    price: v.price,
    tieredPricing: v.tieredPricing,
    quote: v.line.quote,
  }));
  const blocked = views.some((v) => v.flag !== null);

  async function pay(details: CheckoutDetails) {
    setLineErrors({});
    try {
      const created = await createCheckout.mutateAsync({
        ...details,
        lines: cart.map((l) => ({ productId: l.productId, quantity: l.quantity, ...(l.quote ? { quoteId: l.quote.id } : {}) })),
      });
      const result = await openPayment(created);
      if (result.error !== null) toastPaymentFailed(result.error);
    } catch (error) {
      const lineError = checkoutLineError(error);
      if (lineError) setLineErrors({ [lineError.productId]: lineError.message });
      toastCheckoutError(error);
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {title}
      <CheckoutForm
        email={me.user.email}
        defaultValues={defaultsFrom(me)}
        lines={lines}
        submitting={createCheckout.isPending}
        blockedReason={blocked ? t("checkout:cart.fixProblems") : null}
        lineErrors={lineErrors}
        onSubmit={(details) => void pay(details)}
      />
    </div>
  );
}

/** The form starts from what the buyer last entered (saved to the profile at checkout or in profile settings). */
function defaultsFrom(me: CurrentUser): CheckoutDetails {
  const { shippingAddress, billingAddress } = me.profile;
  const shipping = { ...EMPTY_POSTAL_ADDRESS, ...shippingAddress, country: "India" as const };
  const same = !billingAddress || (["address", "city", "state", "zip"] as const).every((k) => billingAddress[k] === shipping[k]);
  return {
    firstName: me.profile.firstName ?? "",
    lastName: me.profile.lastName ?? "",
    phone: me.profile.phone ?? "",
    shippingAddress: shipping as CheckoutDetails["shippingAddress"],
    billingSameAsShipping: same,
    billingAddress: { ...EMPTY_POSTAL_ADDRESS, ...billingAddress, country: "India" },
    paymentMethod: "online",
  };
}
