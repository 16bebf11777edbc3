import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { localisedPath, preferredLanguage } from "@domain/languages";
import { Button } from "@web/components/ui/button";
import { currentLanguage } from "@web/lib/i18n";
import { chooseLanguage, hasChosenLanguage } from "@web/lib/language-choice";

/**
 * Offers Hindi, in Hindi, on an English page to a visitor whose browser prefers Hindi and who has not chosen a
 * language yet; never redirects. "Continue in English" is a choice too, kept like the switch's.
 */
export function LanguageOffer() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    // After hydration: the server renders one page for every visitor.
    setOffered(currentLanguage() === "en" && !hasChosenLanguage() && preferredLanguage(navigator.languages.join(",")) === "hi");
  }, []);
  if (!offered) return null;

  return (
    <aside lang="hi-IN" aria-label={t("language.label")} className="border-b border-border bg-primary/5">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>{t("language.offer")}</p>
        <a
          href={`${localisedPath(pathname, "hi")}${search}`}
          hrefLang="hi-IN"
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
          onClick={(event) => {
            event.preventDefault();
            void chooseLanguage("hi").then(() => window.location.assign(`${localisedPath(pathname, "hi")}${search}`));
          }}
        >
          {t("language.offerLink")}
        </a>
        <Button
          variant="ghost"
          size="sm"
          lang="en-IN"
          className="min-h-11"
          onClick={() => {
            setOffered(false);
            void chooseLanguage("en");
          }}
        >
          {t("language.dismiss")}
        </Button>
      </div>
    </aside>
  );
}
