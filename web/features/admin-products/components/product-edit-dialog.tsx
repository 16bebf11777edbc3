import { CATEGORY_NAMES } from "@domain/categories";
import { paiseToRupeesString, tryRupeesToPaise } from "@domain/money";
import type { AdminProduct, AdminProductEdit } from "@domain/schemas/admin-catalog";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { CategoryOptions } from "@web/components/forms/category-options";

/**
 * The admin's edit of any product: name, description, base price in rupees (two decimals, sent as paise), category
 * and stock. The seller's quantity tiers stay as they are.
 */
export function ProductEditDialog({
  product,
  open,
  onOpenChange,
  onSave,
}: {
  product: AdminProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (edit: AdminProductEdit) => void;
}) {
  const { t } = useTranslation("admin-products");
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [price, setPrice] = useState(paiseToRupeesString(product.price));
  const [category, setCategory] = useState(product.category);
  const [stock, setStock] = useState(String(product.stock));
  const pricePaise = tryRupeesToPaise(price.trim() || "0");
  const stockCount = /^\d+$/.test(stock.trim()) ? Number(stock.trim()) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pricePaise === null || pricePaise < 0 || stockCount === null) return;
    onSave({ name: name.trim(), description: description.trim(), price: pricePaise, category, stock: stockCount });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("edit.title")}</DialogTitle>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <FormField label={t("edit.name")}>
            <Input required minLength={3} maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label={t("edit.description")}>
            <Textarea rows={3} maxLength={5000} value={description} onChange={(event) => setDescription(event.target.value)} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t("edit.price")} error={pricePaise === null || pricePaise < 0 ? t("edit.priceInvalid") : undefined}>
              <Input inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
            </FormField>
            <FormField label={t("edit.stock")} error={stockCount === null ? t("edit.stockInvalid") : undefined}>
              <Input inputMode="numeric" value={stock} onChange={(event) => setStock(event.target.value)} />
            </FormField>
          </div>
          <FormField label={t("edit.category")}>
            <Select value={category} onChange={(event) => setCategory(CATEGORY_NAMES.find((name) => name === event.target.value) ?? category)}>
              <CategoryOptions />
            </Select>
          </FormField>
          <DialogFooter>
            <Button type="submit">{t("edit.save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
