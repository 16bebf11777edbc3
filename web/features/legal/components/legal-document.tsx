import { LEGAL_PAGES, type LegalPageKey } from "@domain/legal-pages";
import type { SiteInfo } from "@domain/schemas/site-info";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "@web/components/ui/page-title";
import { Spinner } from "@web/components/ui/spinner";
import { useSiteInfo } from "../api/site-info";
import { OperatorContact } from "./operator-contact";

type Section = { heading: string; paragraphs?: string[]; items?: string[] };

/**
 * One legal page (terms, privacy, refund, shipping): its title and date at once, its text once the operator's
 * details (legal name, contact, grievance officer, from the server's configuration) have arrived.
 */
export function LegalDocument({ page }: { page: LegalPageKey }) {
  const { t } = useTranslation("legal");
  const siteInfo = useSiteInfo();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <div>
        <PageTitle title={t(`${page}.title`)} description={t(`${page}.description`)} className="mb-2" />
        <p className="text-sm text-muted-foreground">{t("lastUpdated", { date: t("updatedOn") })}</p>
      </div>
      {siteInfo.data ? (
        <DocumentBody page={page} info={siteInfo.data} />
      ) : siteInfo.isError ? (
        <p role="alert">{t("loadFailed")}</p>
      ) : (
        <div className="flex min-h-96 items-start justify-center">
          <Spinner label={t("loading")} />
        </div>
      )}
      <nav aria-labelledby="other-policies" className="border-t border-border pt-6">
        <h2 id="other-policies" className="mb-2 text-sm font-semibold">
          {t("otherPolicies")}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {LEGAL_PAGES.filter((other) => other.key !== page).map((other) => (
            <li key={other.key}>
              <Link to={other.path} className="inline-block py-2 text-sm text-primary hover:underline">
                {t(`${other.key}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function DocumentBody({ page, info }: { page: LegalPageKey; info: SiteInfo }) {
  const { t } = useTranslation("legal");
  const values = { legalName: info.legalName, supportEmail: info.supportEmail, supportPhone: info.supportPhone };
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as Section[];
  return (
    <>
      <p className="text-lg">{t(`${page}.intro`, values)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text} className="leading-relaxed">
              {text}
            </p>
          ))}
          {section.items ? (
            <ul className="flex list-disc flex-col gap-2 pl-6 leading-relaxed">
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <OperatorContact info={info} />
    </>
  );
}
