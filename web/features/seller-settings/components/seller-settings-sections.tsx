import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useSellerProfile } from "../api/get-profile";
import { useSellerShipping } from "../api/shipping";
import { BankDetailsForm } from "./bank-details-form";
import { BusinessProfileForm } from "./business-profile-form";
import { DocumentList } from "./document-list";
import { DocumentUploadForm } from "./document-upload-form";
import { ShippingForm } from "./shipping-form";

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{children}</CardContent>
    </Card>
  );
}

/** The seller's Settings: business profile, shipping (freight and dispatch), banking details, verification documents. */
export function SellerSettingsSections() {
  const { t } = useTranslation("seller-settings");
  const profile = useSellerProfile();
  const shipping = useSellerShipping();

  return (
    <>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <p className="text-sm text-destructive">{t("loadFailed")}</p>
      ) : (
        <>
          <Section title={t("profile.title")} description={t("profile.description")}>
            <BusinessProfileForm profile={profile.data} />
          </Section>
          <Section title={t("shipping.title")} description={t("shipping.description")}>
            {shipping.isPending ? <Spinner /> : shipping.isError ? <p className="text-sm text-destructive">{t("loadFailed")}</p> : <ShippingForm shipping={shipping.data} />}
          </Section>
          <Section title={t("bank.title")} description={t("bank.description")}>
            <BankDetailsForm saved={profile.data.bankDetails} />
          </Section>
        </>
      )}
      <Section title={t("documents.title")} description={t("documents.description")}>
        <DocumentUploadForm />
        <DocumentList />
      </Section>
    </>
  );
}
