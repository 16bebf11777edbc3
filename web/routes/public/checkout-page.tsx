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
import { cartLineView } from "@web/features/cart/cart-line-view";
import { canPlaceOrders } from "@web/features/cart/can-place-orders";
import { useCart } from "@web/features/cart/use-cart";
import { useBuyerAddresses, useSaveBuyerAddress } from "@web/features/buyer-profile/api/addresses";
import { useCreateCheckout } from "@web/features/checkout/api/create-checkout";
import { checkoutLineError, toastCheckoutError, toastPaymentFailed } from "@web/features/checkout/checkout-error";
import type { CheckoutLine } from "@web/features/checkout/checkout-line";
import { CheckoutForm } from "@web/features/checkout/components/checkout-form";
import { errorMessage } from "@web/lib/api-client";
import { openPayment } from "@web/lib/open-payment";
import { toastError } from "@web/lib/toast";
import { useCurrentUser, type CurrentUser } from "@web/lib/current-user";

/** /checkout: details and payment choice; the server prices the cart and opens the payment. */
export default function CheckoutPage() {
  const { t } = useTranslation(["common", "checkout"]);
  const { data: me } = useCurrentUser();
  const [deliveryPinCode, setDeliveryPinCode] = useState<string | null>(null);
  const { lines: cart, current, kind, check } = useCart({ deliveryPinCode });
  const addresses = useBuyerAddresses(kind === "buyer");
  const saveAddress = useSaveBuyerAddress();
  const createCheckout = useCreateCheckout();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  if (!me || kind === "loading" || (kind === "buyer" && addresses.isPending)) return <PageSpinner />;
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
    gstRateBasisPoints: v.gstRateBasisPoints,
  }));
  const blocked = views.some((v) => v.flag !== null);

  async function pay(details: CheckoutDetails, saveAddressAs: string | null) {
    setLineErrors({});
    if (saveAddressAs !== null) {
      // Saving is a convenience: a refusal (say, the address book is full) is said, and the payment goes ahead.
      await saveAddress
        .mutateAsync({ id: null, input: { label: saveAddressAs.slice(0, 40), address: details.shippingAddress } })
        .catch((error: unknown) => toastError(t("buyer:addresses.failed"), errorMessage(error)));
    }
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
        savedAddresses={addresses.data ?? []}
        onDeliveryPinCodeChange={setDeliveryPinCode}
        delivery={check?.delivery}
        gstin={me.profile.gstNumber}
        onSubmit={(details, saveAddressAs) => void pay(details, saveAddressAs)}
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
    useGstin: false,
  };
}
