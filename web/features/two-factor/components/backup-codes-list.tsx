import { Copy, Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { toastError, toastSuccess } from "@web/lib/toast";

/** The one-time backup codes, shown once: copy or download them before leaving. */
export function BackupCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation("auth");
  const text = codes.join("\n");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toastSuccess(t("twoFactor.codesCopied"));
    } catch {
      toastError(t("twoFactor.copyFailed"));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t("twoFactor.codesFileHeading")}\n\n${text}\n`], { type: "text/plain" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "bulkbazaar-backup-codes.txt" });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t("twoFactor.backupCodesLabel")} className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("twoFactor.copyCodes")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t("twoFactor.downloadCodes")}
        </Button>
      </div>
    </div>
  );
}
