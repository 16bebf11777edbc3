import { zodResolver } from "@hookform/resolvers/zod";
import { createBuyerAddressSchema, type BuyerAddress, type CreateBuyerAddress } from "@domain/schemas/buyer-addresses";
import { EMPTY_POSTAL_ADDRESS } from "@domain/schemas/postal-address";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AddressFields } from "@web/components/forms/address-fields";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSaveBuyerAddress } from "../api/addresses";

/** Adds a delivery address, or edits one (`address`), validated by the server's own schema. */
export function AddressDialog({ address, open, onOpenChange }: { address: BuyerAddress | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("buyer");
  const save = useSaveBuyerAddress();
  const defaultId = useId();
  const { register, handleSubmit, formState } = useForm<CreateBuyerAddress>({
    resolver: zodResolver(createBuyerAddressSchema),
    defaultValues: {
      label: address?.label ?? "",
      address: address ? { ...address.address, country: "India" } : EMPTY_POSTAL_ADDRESS,
      isDefault: address?.isDefault ?? false,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    const input = address?.isDefault || !values.isDefault ? { label: values.label, address: values.address } : { ...values, isDefault: true as const };
    save.mutate(address ? { id: address.id, input } : { id: null, input: values }, {
      onSuccess: () => {
        toastSuccess(t("addresses.saved"));
        onOpenChange(false);
      },
      onError: (error) => toastError(t("addresses.failed"), errorMessage(error)),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{address ? t("addresses.editTitle") : t("addresses.addTitle")}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormField label={t("addresses.label")} hint={t("addresses.labelHint")} error={errors.label?.message} required>
            <Input maxLength={40} {...register("label")} />
          </FormField>
          <AddressFields
            section="shipping"
            labels={{ address: t("address.address"), city: t("address.city"), state: t("address.state"), chooseState: t("address.chooseState"), zip: t("address.zip") }}
            register={(part) => register(`address.${part}`)}
            errors={errors.address}
          />
          {address?.isDefault ? null : (
            <div className="flex min-h-10 items-center gap-2">
              <Checkbox id={defaultId} {...register("isDefault")} />
              <Label htmlFor={defaultId}>{t("addresses.useAsDefault")}</Label>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("addresses.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t("addresses.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
