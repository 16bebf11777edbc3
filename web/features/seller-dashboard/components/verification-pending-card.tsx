import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";

/** Shown to an unverified seller: where to send the documents that verify the account. */
export function VerificationPendingCard() {
  const { t } = useTranslation("seller-dashboard");
  return (
    <Card className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center">
      <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="font-semibold text-amber-950">{t("verification.title")}</h2>
        <p className="text-sm text-amber-950">{t("verification.text")}</p>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to="/seller-dashboard/settings">{t("verification.upload")}</Link>
      </Button>
    </Card>
  );
}
