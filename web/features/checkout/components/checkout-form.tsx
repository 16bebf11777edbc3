import { zodResolver } from "@hookform/resolvers/zod";
import { priceCheckout } from "@domain/checkout-pricing";
import { formatINR } from "@domain/money";
import { checkoutDetailsSchema, type CheckoutDetails } from "@domain/schemas/checkout";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AddressFields, type AddressFieldLabels } from "@web/components/forms/address-fields";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import type { CheckoutLine } from "../checkout-line";
import { CheckoutSummary } from "./checkout-summary";
import { PaymentMethodChoice } from "./payment-method-choice";

interface CheckoutFormProps {
  email: string;
  defaultValues: CheckoutDetails;
  lines: CheckoutLine[];
  /** True while the payment is being opened: the pay button waits, and comes back after any failure. */
  submitting: boolean;
  /** A reason the cart cannot be paid for as it is (flagged lines), or null. */
  blockedReason: string | null;
  /** The server's refusal of particular lines (a quotation expired, used or not matching), by product id. */
  lineErrors?: Readonly<Record<string, string>>;
  onSubmit: (details: CheckoutDetails) => void;
}

/** Contact, shipping, billing (same as shipping by default) and payment method, beside the summary and the pay button. */
export function CheckoutForm({ email, defaultValues, lines, submitting, blockedReason, lineErrors, onSubmit }: CheckoutFormProps) {
  const { t } = useTranslation(["checkout", "buyer"]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CheckoutDetails>({ resolver: zodResolver(checkoutDetailsSchema), defaultValues });
  const [paymentMethod, sameAsShipping] = useWatch({ control, name: ["paymentMethod", "billingSameAsShipping"] });
  const payNow = priceCheckout(lines, paymentMethod).payNow;
  const addressLabels: AddressFieldLabels = {
    address: t("form.address"),
    city: t("form.city"),
    state: t("form.state"),
    chooseState: t("form.chooseState"),
    zip: t("form.zip"),
  };

  const submit = handleSubmit((values) =>
    onSubmit(values.billingSameAsShipping ? { ...values, billingAddress: undefined } : values),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <h2 className="text-lg font-semibold">{t("form.contact")}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t("form.firstName")} error={errors.firstName?.message} required>
                <Input autoComplete="given-name" {...register("firstName")} />
              </FormField>
              <FormField label={t("form.lastName")} error={errors.lastName?.message} required>
                <Input autoComplete="family-name" {...register("lastName")} />
              </FormField>
              <FormField label={t("form.phone")} hint={t("form.phoneHint")} error={errors.phone?.message} required>
                <Input type="tel" inputMode="tel" autoComplete="tel-national" {...register("phone")} />
              </FormField>
              <FormField label={t("form.email")} hint={t("form.emailHint")}>
                <Input type="email" value={email} readOnly />
              </FormField>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <h2 className="text-lg font-semibold">{t("form.shipping")}</h2>
            <AddressFields
              section="shipping"
              labels={addressLabels}
              register={(part) => register(`shippingAddress.${part}`)}
              errors={errors.shippingAddress}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <h2 className="text-lg font-semibold">{t("form.billing")}</h2>
            <div className="flex items-center gap-2">
              <Checkbox id="billing-same" {...register("billingSameAsShipping")} />
              <Label htmlFor="billing-same">{t("form.sameAsShipping")}</Label>
            </div>
            {sameAsShipping ? null : (
              <AddressFields
                section="billing"
                labels={addressLabels}
                register={(part) => register(`billingAddress.${part}`)}
                errors={errors.billingAddress}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5">
            <PaymentMethodChoice register={register} selected={paymentMethod} />
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <CheckoutSummary lines={lines} paymentMethod={paymentMethod} lineErrors={lineErrors} />
        {blockedReason ? <p className="text-sm text-destructive">{blockedReason}</p> : null}
        <Button type="submit" size="lg" disabled={submitting || blockedReason !== null} aria-busy={submitting || undefined}>
          {submitting ? t("form.placing") : t("form.pay", { amount: formatINR(payNow) })}
        </Button>
      </div>
    </form>
  );
}
