import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL_PAGES } from "@domain/legal-pages";
import { BrandLogo } from "./brand-logo";

const quickLinks = [
  { to: "/", key: "nav.home" },
  { to: "/products", key: "nav.marketplace" },
  { to: "/about", key: "nav.about" },
  { to: "/contact", key: "nav.contact" },
] as const;

/** 40 px tall rows to tap on a phone (the list's gap shrinks to match); compact lines from the sm breakpoint up. */
const footerLink = "inline-flex min-h-10 min-w-10 items-center text-sm hover:text-primary hover:underline sm:min-h-0";

export function SiteFooter() {
  const { t } = useTranslation();

  return (
    <footer className="mt-auto border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">{t("footer.about")}</p>
        </div>
        <FooterColumn title={t("footer.quickLinks")}>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLink}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("footer.legal")}>
          {LEGAL_PAGES.map((page) => (
            <li key={page.key}>
              <Link to={page.path} className={footerLink}>
                {t(`footer.legalPages.${page.key}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("footer.contactInfo")}>
          <li className="flex items-center gap-2 text-sm">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <a href={`mailto:${t("footer.email")}`} className={footerLink}>
              {t("footer.email")}
            </a>
          </li>
          <li className="flex items-center gap-2 text-sm">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a href={`tel:${t("footer.phone").replace(/\s/g, "")}`} className={footerLink}>
              {t("footer.phone")}
            </a>
          </li>
          <li className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <address className="not-italic">{t("footer.address")}</address>
          </li>
        </FooterColumn>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
        {t("footer.copyright", { year: new Date().getFullYear(), brand: t("brand") })}
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold uppercase tracking-wide">{title}</h2>
      <ul className="flex flex-col sm:gap-2">{children}</ul>
    </div>
  );
}
