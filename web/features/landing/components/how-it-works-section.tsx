import { Handshake, Search, UserPlus, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

const steps: { key: string; icon: LucideIcon }[] = [
  { key: "register", icon: UserPlus },
  { key: "discover", icon: Search },
  { key: "trade", icon: Handshake },
];

export function HowItWorksSection() {
  const { t } = useTranslation("public");
  return (
    <section aria-labelledby="how-it-works" className="bg-muted py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="how-it-works" title={t("landing.how.heading")} text={t("landing.how.text")} />
        <ol className="grid gap-8 md:grid-cols-3">
          {steps.map(({ key, icon: Icon }, index) => (
            <li key={key} className="flex flex-col items-center gap-3 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">
                {t("landing.how.step", { number: index + 1 })}
              </p>
              <h3 className="text-lg font-semibold">{t(`landing.how.${key}.title`)}</h3>
              <p className="max-w-xs text-muted-foreground">{t(`landing.how.${key}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
