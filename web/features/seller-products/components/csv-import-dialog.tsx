import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useImportProducts } from "../api/import-products";
import { usePreviewProductImport } from "../api/preview-import";
import { CsvPreview } from "./csv-preview";

/**
 * Import CSV: the chosen file is checked by the server row by row first (nothing saved); Import is offered only for
 * a file without errors, and then saves all rows or none.
 */
export function CsvImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("seller-products");
  const [csv, setCsv] = useState<string | null>(null);
  const preview = usePreviewProductImport();
  const importing = useImportProducts();

  const close = (next: boolean) => {
    if (!next) {
      setCsv(null);
      preview.reset();
    }
    onOpenChange(next);
  };

  const choose = async (file: File | undefined) => {
    setCsv(null);
    preview.reset();
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      toastError(t("csv.readFailed"));
      return;
    }
    setCsv(text);
    preview.mutate(text, { onError: (error) => toastError(t("csv.previewFailed"), errorMessage(error)) });
  };

  const runImport = () => {
    if (!csv) return;
    importing.mutate(csv, {
      onSuccess: (result) => {
        toastSuccess(t("csv.imported"), t("csv.importedText", { created: result.created, updated: result.updated }));
        close(false);
      },
      onError: (error) => toastError(t("csv.importFailed"), errorMessage(error)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("csv.importTitle")}</DialogTitle>
          <DialogDescription>{t("csv.importDescription")}</DialogDescription>
        </DialogHeader>
        <FormField label={t("csv.file")}>
          <Input type="file" accept=".csv,text/csv" className="h-auto py-1.5" onChange={(event) => void choose(event.target.files?.[0])} />
        </FormField>
        {preview.isPending ? <Spinner label={t("csv.checking")} className="justify-center py-4" /> : null}
        {preview.data ? <CsvPreview preview={preview.data} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("common:cancel")}</Button>
          </DialogClose>
          <Button disabled={!preview.data?.valid || importing.isPending} onClick={runImport}>
            {importing.isPending ? t("csv.importing") : t("csv.importButton")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
