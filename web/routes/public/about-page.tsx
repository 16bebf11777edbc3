import { BadgeCheck, CreditCard, LifeBuoy, Store, Truck, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { PageTitle } from "@web/components/ui/page-title";

const trustPoints = [
  { key: "verified", icon: BadgeCheck },
  { key: "payments", icon: CreditCard },
  { key: "logistics", icon: Truck },
  { key: "support", icon: LifeBuoy },
] as const;

export default function AboutPage() {
  const { t } = useTranslation("public");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-10">
      <div>
        <PageTitle title={t("about.title")} description={t("about.description")} className="mb-4" />
        <p className="text-lg text-muted-foreground">{t("about.intro")}</p>
      </div>

      <section aria-labelledby="mission" className="flex flex-col gap-3">
        <h2 id="mission" className="text-2xl font-bold">
          {t("about.missionHeading")}
        </h2>
        <p>{t("about.mission")}</p>
      </section>

      <section aria-labelledby="serve" className="flex flex-col gap-4">
        <h2 id="serve" className="text-2xl font-bold">
          {t("about.serveHeading")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <Store aria-hidden="true" className="size-8 text-primary" />
              <CardTitle>{t("about.sellersTitle")}</CardTitle>
              <CardDescription>{t("about.sellers")}</CardDescription>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <Users aria-hidden="true" className="size-8 text-primary" />
              <CardTitle>{t("about.buyersTitle")}</CardTitle>
              <CardDescription>{t("about.buyers")}</CardDescription>
            </CardHeader>
          </Card>
        </div>
      </section>

      <section aria-labelledby="trust" className="flex flex-col gap-4">
        <h2 id="trust" className="text-2xl font-bold">
          {t("about.trustHeading")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {trustPoints.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <p>{t(`about.trust.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta" className="flex flex-col items-center gap-3 rounded-lg bg-secondary p-8 text-center">
        <h2 id="about-cta" className="text-2xl font-bold">
          {t("about.ctaHeading")}
        </h2>
        <p className="text-muted-foreground">{t("about.ctaText")}</p>
        <Button asChild size="lg">
          <Link to="/register">{t("about.ctaButton")}</Link>
        </Button>
      </section>
    </div>
  );
}
