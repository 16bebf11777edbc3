import { BadgeCheck, Crown, Truck, Users, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { SectionHeading } from "./section-heading";

const features: { key: string; icon: LucideIcon; iconClass: string }[] = [
  { key: "multiRole", icon: Users, iconClass: "text-primary" },
  { key: "verified", icon: BadgeCheck, iconClass: "text-verified" },
  { key: "logistics", icon: Truck, iconClass: "text-primary" },
  { key: "premium", icon: Crown, iconClass: "text-accent" },
];

export function WhyChooseSection() {
  const { t } = useTranslation("public");
  return (
    <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="why-choose" title={t("landing.why.heading")} text={t("landing.why.text")} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ key, icon: Icon, iconClass }) => (
          <li key={key}>
            <Card className="h-full">
              <CardHeader>
                <Icon aria-hidden="true" className={`mb-2 size-10 ${iconClass}`} />
                <CardTitle>{t(`landing.why.${key}.title`)}</CardTitle>
                <CardDescription>{t(`landing.why.${key}.description`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
