import { zodResolver } from "@hookform/resolvers/zod";
import { priceCheckout } from "@domain/checkout-pricing";
import { formatINR } from "@domain/money";
import { isValidPinCode } from "@domain/india/pin-code";
import type { BuyerAddress } from "@domain/schemas/buyer-addresses";
import { checkoutDetailsSchema, type CheckoutDetails } from "@domain/schemas/checkout";
import { freightOfTerms } from "@domain/freight";
import type { CartDelivery } from "@domain/schemas/freight";
import { useEffect, useId, useState } from "react";
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
import { DeliveryAddressChoice, type DeliveryChoice } from "./delivery-address-choice";
import { GstinChoice } from "./gstin-choice";
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
  /** The buyer's saved delivery addresses: the default is preselected, or a new one may be typed (and saved). */
  savedAddresses?: readonly BuyerAddress[];
  /** The delivery PIN code as it changes (null while it is not a valid one), for pricing freight. */
  onDeliveryPinCodeChange?: (pinCode: string | null) => void;
  /** The sellers' freight terms for the delivery PIN code (the cart check's answer); used only when it is for that PIN code. */
  delivery?: CartDelivery | null;
  /** The GSTIN on the buyer's profile (offered for B2B invoices), or null. */
  gstin?: string | null;
  /** `saveAddressAs`: the label to save a newly typed delivery address under, or null. */
  onSubmit: (details: CheckoutDetails, saveAddressAs: string | null) => void;
}

/** Contact, shipping, billing (same as shipping by default) and payment method, beside the summary and the pay button. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { email, defaultValues, lines, submitting, blockedReason, lineErrors, savedAddresses = [], onDeliveryPinCodeChange, onSubmit } = props;
  const { t } = useTranslation(["checkout", "buyer"]);
  const preselected = savedAddresses.find((a) => a.isDefault) ?? savedAddresses[0];
  const [deliverTo, setDeliverTo] = useState<DeliveryChoice>(preselected?.id ?? "new");
  const [saveNew, setSaveNew] = useState(false);
  const [saveLabel, setSaveLabel] = useState("");
  const saveId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: preselected ? { ...defaultValues, shippingAddress: { ...preselected.address, country: "India" } as CheckoutDetails["shippingAddress"] } : defaultValues,
  });
  const [paymentMethod, sameAsShipping, deliveryPinCode] = useWatch({ control, name: ["paymentMethod", "billingSameAsShipping", "shippingAddress.zip"] });
  const validPinCode = isValidPinCode(deliveryPinCode ?? "") ? deliveryPinCode.trim() : null;
  useEffect(() => onDeliveryPinCodeChange?.(validPinCode), [validPinCode, onDeliveryPinCodeChange]);
  const chooseDelivery = (choice: DeliveryChoice) => {
    setDeliverTo(choice);
    const saved = savedAddresses.find((a) => a.id === choice);
    // A new address starts from the one last typed at checkout (the profile's), not from the saved one chosen before.
    setValue("shippingAddress", saved ? ({ ...saved.address, country: "India" } as CheckoutDetails["shippingAddress"]) : defaultValues.shippingAddress);
  };
  // Freight is shown and added only once the terms answered are for the PIN code now in the form.
  const terms = validPinCode && props.delivery?.pinCode === validPinCode ? props.delivery : null;
  const payNow = priceCheckout(lines, paymentMethod, terms ? freightOfTerms(terms.sellers) : undefined).payNow;
  const addressLabels: AddressFieldLabels = {
    address: t("form.address"),
    city: t("form.city"),
    state: t("form.state"),
    chooseState: t("form.chooseState"),
    zip: t("form.zip"),
  };

  const submit = handleSubmit((values) =>
    onSubmit(
      values.billingSameAsShipping ? { ...values, billingAddress: undefined } : values,
      deliverTo === "new" && saveNew ? saveLabel.trim() || values.shippingAddress.city : null,
    ),
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
            {savedAddresses.length > 0 ? <DeliveryAddressChoice addresses={savedAddresses} value={deliverTo} onChange={chooseDelivery} /> : null}
            {deliverTo === "new" ? (
              <>
                <AddressFields
                  section="shipping"
                  labels={addressLabels}
                  register={(part) => register(`shippingAddress.${part}`)}
                  errors={errors.shippingAddress}
                />
                <div className="flex min-h-10 items-center gap-2">
                  <Checkbox id={saveId} checked={saveNew} onChange={(event) => setSaveNew(event.target.checked)} />
                  <Label htmlFor={saveId}>{t("form.saveAddress")}</Label>
                </div>
                {saveNew ? (
                  <FormField label={t("form.saveAddressLabel")} hint={t("form.saveAddressLabelHint")}>
                    <Input maxLength={40} value={saveLabel} onChange={(event) => setSaveLabel(event.target.value)} />
                  </FormField>
                ) : null}
              </>
            ) : null}
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
            <GstinChoice gstin={props.gstin ?? null} register={register} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5">
            <PaymentMethodChoice register={register} selected={paymentMethod} />
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <CheckoutSummary lines={lines} paymentMethod={paymentMethod} lineErrors={lineErrors} delivery={terms} />
        {blockedReason ? <p className="text-sm text-destructive">{blockedReason}</p> : null}
        <Button type="submit" size="lg" disabled={submitting || blockedReason !== null} aria-busy={submitting || undefined}>
          {submitting ? t("form.placing") : t("form.pay", { amount: formatINR(payNow) })}
        </Button>
      </div>
    </form>
  );
}
