import type { SiteInfo } from "@domain/schemas/site-info";
import { useTranslation } from "react-i18next";

/** The operator's registered office and contact, and the grievance officer: the same block on every legal page. */
export function OperatorContact({ info }: { info: SiteInfo }) {
  const { t } = useTranslation("legal");
  const officer = info.grievanceOfficer;
  return (
    <section aria-labelledby="legal-contact" className="flex flex-col gap-4 rounded-lg border border-border bg-muted/50 p-5">
      <h2 id="legal-contact" className="text-xl font-semibold">
        {t("contact.heading")}
      </h2>
      <p>{t("contact.operator", { legalName: info.legalName })}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("contact.registeredOffice")}</dt>
        <dd>
          <address className="not-italic">{info.registeredAddress}</address>
        </dd>
        <dt className="font-medium">{t("contact.email")}</dt>
        <dd>
          <a href={`mailto:${info.supportEmail}`} className="text-primary hover:underline">
            {info.supportEmail}
          </a>
        </dd>
        <dt className="font-medium">{t("contact.phone")}</dt>
        <dd>
          <a href={`tel:${info.supportPhone.replace(/\s/g, "")}`} className="text-primary hover:underline">
            {info.supportPhone}
          </a>
        </dd>
      </dl>
      <h3 className="text-lg font-semibold">{t("contact.grievanceHeading")}</h3>
      <p>{t("contact.grievanceText")}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("contact.name")}</dt>
        <dd>{officer.name}</dd>
        <dt className="font-medium">{t("contact.email")}</dt>
        <dd>
          <a href={`mailto:${officer.email}`} className="text-primary hover:underline">
            {officer.email}
          </a>
        </dd>
        <dt className="font-medium">{t("contact.address")}</dt>
        <dd>
          <address className="not-italic">{officer.address}</address>
        </dd>
      </dl>
    </section>
  );
}
