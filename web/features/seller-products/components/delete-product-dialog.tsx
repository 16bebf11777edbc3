import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useDeleteProduct } from "../api/delete-product";

interface DeleteProductDialogProps {
  product: { id: string; name: string } | null;
  onClose: () => void;
}

/** "Delete this product?" before the product, its media and their files go. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const { t } = useTranslation("seller-products");
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("delete.title")}
      description={product ? t("delete.text", { name: product.name }) : undefined}
      confirmLabel={t("delete.confirm")}
      destructive
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.id, {
          onSuccess: () => toastSuccess(t("toasts.deleted"), t("toasts.deletedText", { name: product.name })),
          onError: (error) => toastError(t("errors.delete"), errorMessage(error)),
        });
      }}
    />
  );
}
