import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Spinner } from "@web/components/ui/spinner";

/** The otpauth URI as a QR code for the authenticator app to scan. */
export function QrCodeImage({ value, label }: { value: string; label: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void QRCode.toDataURL(value, { width: 200, margin: 1, errorCorrectionLevel: "M" }).then((url) => {
      if (!cancelled) setDataUrl(url);
    });
    return () => {
      cancelled = true;
    };
  }, [value]);

  if (!dataUrl) return <Spinner />;
  return <img src={dataUrl} alt={label} width={200} height={200} className="rounded-md border border-border bg-white p-1" />;
}
