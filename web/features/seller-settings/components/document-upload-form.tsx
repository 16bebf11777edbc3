import { isSellerDocumentType, SELLER_DOCUMENT_TYPES, type SellerDocumentType } from "@domain/seller-documents";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { SELLER_DOCUMENTS_QUERY_KEY } from "../api/query-keys";
import { SELLER_DOCUMENT_ACCEPT, uploadSellerDocument } from "../api/upload-document";

/** Chooses a type and one file, uploads it with a progress bar; the server decides whether the file is acceptable. */
export function DocumentUploadForm() {
  const { t } = useTranslation("seller-settings");
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [documentType, setDocumentType] = useState<SellerDocumentType>(SELLER_DOCUMENT_TYPES[0]);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      toastError(t("documents.noFile"), t("documents.noFileText"));
      return;
    }
    setProgress(0);
    try {
      await uploadSellerDocument(documentType, file, { onProgress: setProgress });
      toastSuccess(t("documents.uploaded"), t("documents.uploadedText", { type: t(`documents.types.${documentType}`) }));
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      toastError(t("documents.uploadFailed"), errorMessage(error));
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: SELLER_DOCUMENTS_QUERY_KEY });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void upload(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("documents.documentType")}>
        <Select value={documentType} onChange={(event) => isSellerDocumentType(event.target.value) && setDocumentType(event.target.value)}>
          {SELLER_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`documents.types.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("documents.file")} hint={t("documents.fileHint")}>
        <Input ref={fileInput} type="file" accept={SELLER_DOCUMENT_ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </FormField>
      {progress === null ? null : (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={progressId} className="text-sm">
            {t("documents.uploading", { name: file?.name ?? "" })}
          </label>
          <progress
            id={progressId}
            value={Math.round(progress * 100)}
            max={100}
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          />
        </div>
      )}
      <Button type="submit" className="self-start sm:col-span-2 sm:justify-self-start" disabled={progress !== null}>
        {t("documents.upload")}
      </Button>
    </form>
  );
}
