import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

export function HeroSection() {
  const { t } = useTranslation("public");
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="rounded-full bg-background px-3 py-1 text-sm font-medium text-primary shadow-sm">
          {t("landing.hero.eyebrow")}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{t("landing.hero.heading")}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t("landing.hero.text")}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">
              {t("landing.hero.startTrading")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/products">{t("landing.hero.exploreMarketplace")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
