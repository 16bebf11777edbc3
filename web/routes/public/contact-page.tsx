import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { PageTitle } from "@web/components/ui/page-title";
import { ContactForm } from "@web/features/contact/components/contact-form";

export default function ContactPage() {
  const { t } = useTranslation("public");
  const { t: tc } = useTranslation();
  const details = [
    { icon: Mail, text: tc("footer.email") },
    { icon: Phone, text: tc("footer.phone") },
    { icon: MapPin, text: tc("footer.address") },
    { icon: Clock, text: t("contact.hours") },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={t("contact.title")} description={t("contact.description")} className="mb-2" />
      <p className="mb-8 max-w-2xl text-muted-foreground">{t("contact.intro")}</p>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>{t("contact.infoHeading")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-4">
              {details.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-sm">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("contact.formHeading")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
