import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { toastInfo } from "@web/lib/toast";

/**
 * "Contact Seller" on a seller's profile page. Until enquiries exist it says so, exactly as the product page's button
 * does; the enquiry dialog replaces this notice on both.
 */
export function ContactSellerButton() {
  const { t } = useTranslation("catalog");
  return (
    <Button size="lg" variant="outline" onClick={() => toastInfo(t("product.notImplemented"), t("product.contactNotImplemented"))}>
      <MessageSquare aria-hidden="true" />
      {t("product.contactSeller")}
    </Button>
  );
}
