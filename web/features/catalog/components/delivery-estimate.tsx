import { useState } from "react";
import { Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PinCodeForm } from "@web/components/forms/pin-code-form";
import { Price } from "@web/components/ui/price";
import { errorMessage } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { formatDateWindow } from "@web/lib/format-date";
import { useDeliveryEstimate } from "../api/delivery-estimate";

/**
 * "Delivery to PIN code": freight for the minimum order and the delivery window. Nothing is asked while the page
 * first shows: a signed-in buyer's default address is asked for after it, and a typed PIN code when checked.
 */
export function DeliveryEstimate({ productId }: { productId: string }) {
  const { t } = useTranslation("catalog");
  const { data: me } = useCurrentUser();
  const [typed, setTyped] = useState<string | null>(null);
  const buyer = me?.profile.accountType === "buyer";
  const estimate = useDeliveryEstimate(productId, typed, typed !== null || buyer);
  const data = estimate.data?.estimate ?? null;
  return (
    <section aria-labelledby="delivery-estimate-heading" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id="delivery-estimate-heading" className="flex items-center gap-2 text-base font-semibold">
        <Truck aria-hidden="true" className="size-5 text-primary" />
        {t("estimate.heading")}
      </h2>
      <PinCodeForm
        key={data?.pinCode ?? "none"}
        labels={{ pinCode: t("estimate.pinCode"), check: t("estimate.check"), invalid: t("estimate.pinInvalid") }}
        initialValue={data?.pinCode ?? typed ?? ""}
        error={estimate.isError ? errorMessage(estimate.error) : undefined}
        busy={estimate.isFetching}
        onPinCode={setTyped}
      />
      {data ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="delivery-estimate" aria-live="polite">
          <p className="font-medium">{t("estimate.deliveryBy", { window: formatDateWindow(data.window.earliest, data.window.latest) })}</p>
          <p className="text-muted-foreground">{t("estimate.place", { district: data.place.district, state: data.place.state })}</p>
          <p>
            {data.freight === 0 ? (
              t("estimate.freeFreight", { count: data.quantity })
            ) : (
              <>
                {t("estimate.freight", { count: data.quantity })} <Price paise={data.freight} />
              </>
            )}
          </p>
        </div>
      ) : null}
    </section>
  );
}
