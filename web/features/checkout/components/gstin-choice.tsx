import type { CheckoutDetails } from "@domain/schemas/checkout";
import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";

/**
 * "Use my GSTIN for input tax credit" when the buyer's profile has a GSTIN (only the choice is sent: the server reads
 * the GSTIN from the profile); otherwise a short way to add one.
 */
export function GstinChoice({ gstin, register }: { gstin: string | null; register: UseFormRegister<CheckoutDetails> }) {
  const { t } = useTranslation("checkout");
  return (
    <section aria-labelledby="gst-invoice-heading" className="flex flex-col gap-3">
      <h2 id="gst-invoice-heading" className="text-lg font-semibold">
        {t("form.gstTitle")}
      </h2>
      {gstin ? (
        <div className="flex items-start gap-2">
          <Checkbox id="use-gstin" className="mt-0.5" aria-describedby="use-gstin-hint" {...register("useGstin")} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="use-gstin">{t("form.useGstin")}</Label>
            <p id="use-gstin-hint" className="text-sm text-muted-foreground">
              {t("form.useGstinHint", { gstin })}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("form.noGstin")}{" "}
          <Link to="/buyer-dashboard/profile" className="tap-target font-medium text-primary underline-offset-4 hover:underline">
            {t("form.addGstin")}
          </Link>
        </p>
      )}
    </section>
  );
}
