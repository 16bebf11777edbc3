import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toastError } from "@web/lib/toast";
import { useSellerProduct } from "../api/get-product";
import { ProductForm } from "./product-form";

/** Which product the dialog is open for: a new one, or an existing one by id. */
export type ProductDialogTarget = { mode: "add" } | { mode: "edit"; id: string };

interface ProductDialogProps {
  target: ProductDialogTarget | null;
  onClose: () => void;
}

/** The Add / Edit Product dialog; editing loads the product first ('Failed to fetch product data.' if it cannot). */
export function ProductDialog({ target, onClose }: ProductDialogProps) {
  const { t } = useTranslation("seller-products");
  const editing = target?.mode === "edit";
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? t("form.editTitle") : t("form.addTitle")}</DialogTitle>
          <DialogDescription>{editing ? t("form.editDescription") : t("form.addDescription")}</DialogDescription>
        </DialogHeader>
        {target?.mode === "edit" ? (
          <EditProduct id={target.id} onSaved={onClose} />
        ) : target ? (
          <ProductForm product={null} onSaved={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditProduct({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { t } = useTranslation("seller-products");
  const product = useSellerProduct(id);
  useEffect(() => {
    if (product.errorUpdatedAt > 0) toastError(t("errors.fetch"));
    // Only a new failure toasts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.errorUpdatedAt]);

  if (product.isPending) return <Spinner label={t("form.loading")} className="justify-center py-8" />;
  if (product.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-destructive">{t("errors.fetch")}</p>
        <Button variant="outline" onClick={() => void product.refetch()}>
          {t("common:retry")}
        </Button>
      </div>
    );
  }
  // Keyed by id: the form takes the loaded product once, as its starting values.
  return <ProductForm key={product.data.id} product={product.data} onSaved={onSaved} />;
}
