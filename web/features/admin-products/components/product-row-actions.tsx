import type { AdminProduct, AdminProductEdit } from "@domain/schemas/admin-catalog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Switch } from "@web/components/ui/switch";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useChangeProduct, useDeleteProduct } from "../api/admin-products";
import { ProductEditDialog } from "./product-edit-dialog";

/** The Visible/Hidden switch of a row: the change is saved at once. */
export function VisibilitySwitch({ product }: { product: AdminProduct }) {
  const { t } = useTranslation("admin-products");
  const change = useChangeProduct();
  return (
    <label className="flex items-center gap-2">
      <Switch
        checked={product.isActive}
        disabled={change.isPending}
        aria-label={t("visibleLabel", { name: product.name })}
        onCheckedChange={(isActive) =>
          change.mutate(
            { productId: product.id, change: { isActive } },
            { onSuccess: () => toastSuccess(t("toasts.visibility"), product.name), onError: (error) => toastError(t("toasts.updateFailed"), errorMessage(error)) },
          )
        }
      />
      <span className="text-sm">{product.isActive ? t("visible") : t("hidden")}</span>
    </label>
  );
}

/** Edit and Delete (after confirmation) of a row. */
export function ProductRowActions({ product }: { product: AdminProduct }) {
  const { t } = useTranslation("admin-products");
  const change = useChangeProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const save = (edit: AdminProductEdit) =>
    change.mutate(
      { productId: product.id, change: edit },
      { onSuccess: () => toastSuccess(t("toasts.updated"), edit.name), onError: (error) => toastError(t("toasts.updateFailed"), errorMessage(error)) },
    );

  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="outline" aria-label={t("editLabel", { name: product.name })} onClick={() => setEditing(true)}>
        {t("edit.button")}
      </Button>
      <Button size="sm" variant="ghost" className="text-destructive" aria-label={t("deleteLabel", { name: product.name })} onClick={() => setDeleting(true)}>
        {t("delete.button")}
      </Button>
      {editing ? <ProductEditDialog product={product} open={editing} onOpenChange={setEditing} onSave={save} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("delete.title", { name: product.name })}
        description={t("delete.text")}
        confirmLabel={t("delete.button")}
        destructive
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => toastSuccess(t("toasts.deleted"), product.name),
            onError: (error) => toastError(t("toasts.deleteFailed"), errorMessage(error)),
          })
        }
      />
    </div>
  );
}
