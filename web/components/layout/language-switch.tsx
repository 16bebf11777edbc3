import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGE_LOCALES, LANGUAGE_NAMES, LANGUAGES, localisedPath, type Language } from "@domain/languages";
import { cn } from "@web/lib/cn";
import { currentLanguage } from "@web/lib/i18n";
import { chooseLanguage } from "@web/lib/language-choice";

/**
 * English / हिन्दी: each language's name in its own script, the page's own marked current. Choosing the other keeps
 * the choice and opens this page at the other language's address (`/hi/...`), where the server renders it in that
 * language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const shown = currentLanguage();
  const open = async (language: Language) => {
    await chooseLanguage(language);
    window.location.assign(`${localisedPath(pathname, language)}${search}${hash}`);
  };
  return (
    <nav aria-label={t("language.label")} className={cn("flex items-center text-sm", className)}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={`${localisedPath(pathname, language)}${search}${hash}`}
          lang={LANGUAGE_LOCALES[language]}
          hrefLang={LANGUAGE_LOCALES[language]}
          aria-current={language === shown ? "true" : undefined}
          className={cn(
            "inline-flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted",
            language === shown ? "text-primary underline underline-offset-4" : "text-muted-foreground",
          )}
          onClick={(event) => {
            event.preventDefault();
            if (language !== shown) void open(language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}
