import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { LanguageOffer } from "./language-offer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, page, footer: the frame of the public site, account pages and the buyer dashboard. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <LanguageOffer />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
