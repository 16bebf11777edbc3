import { zodResolver } from "@hookform/resolvers/zod";
import type { SellerProduct, SellerProductInput } from "@domain/schemas/seller-products";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { sellerProductKeys } from "../api/query-keys";
import { useSaveProduct } from "../api/save-product";
import { planLimitOf } from "../plan-limit";
import { EMPTY_PRODUCT_FORM, type ProductFormValues, productFormSchema, productToFormValues } from "../product-form-schema";
import { useProductMedia } from "../use-product-media";
import { MediaManager } from "./media-manager";
import { PlanLimitNotice } from "./plan-limit-notice";
import { ProductFields } from "./product-fields";

interface ProductFormProps {
  /** The product to edit, or null to add one. */
  product: SellerProduct | null;
  onSaved: () => void;
}

/**
 * The add / edit form: the product is saved first (a new one needs its id), then its new files upload with their
 * progress and the media order is stored. A failed upload keeps the dialog open on the now saved product.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const { t } = useTranslation("seller-products");
  const queryClient = useQueryClient();
  const save = useSaveProduct();
  const [productId, setProductId] = useState(product?.id ?? null);
  const [planLimit, setPlanLimit] = useState<{ limit: number | null } | null>(null);
  const media = useProductMedia(product?.media ?? []);
  const { control, register, handleSubmit, formState } = useForm<ProductFormValues, unknown, SellerProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToFormValues(product) : EMPTY_PRODUCT_FORM,
  });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (input) => {
    setPlanLimit(null);
    let saved: SellerProduct;
    try {
      saved = await save.mutateAsync({ id: productId, input });
    } catch (error) {
      const limit = planLimitOf(error);
      if (limit !== null) setPlanLimit({ limit });
      else toastError(t("errors.save"), errorMessage(error));
      return;
    }
    setProductId(saved.id);
    const failures = await media.uploadAll(saved.id);
    await queryClient.invalidateQueries({ queryKey: sellerProductKeys.all });
    if (failures.length > 0) {
      toastError(t("errors.upload"), failures.join(" "));
      return;
    }
    if (productId) toastSuccess(t("toasts.updated"), t("toasts.updatedText", { name: saved.name }));
    else toastSuccess(t("toasts.added"), t("toasts.addedText", { name: saved.name }));
    onSaved();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <ProductFields control={control} register={register} errors={formState.errors} />
      <MediaManager
        items={media.items}
        disabled={busy}
        onAdd={media.add}
        onMove={media.move}
        onRemove={(item) => void media.remove(item, productId)}
      />
      {planLimit ? <PlanLimitNotice limit={planLimit.limit} /> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t("common:cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? (save.isPending ? t("form.saving") : t("form.uploading")) : t("form.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
