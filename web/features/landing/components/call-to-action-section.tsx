import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

export function CallToActionSection() {
  const { t } = useTranslation("public");
  return (
    <section aria-labelledby="final-cta" className="bg-secondary">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-16 text-center">
        <h2 id="final-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("landing.cta.heading")}
        </h2>
        <p className="text-muted-foreground">{t("landing.cta.text")}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">{t("landing.cta.getStarted")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">{t("landing.cta.alreadyMember")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
