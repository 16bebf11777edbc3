import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";

/** An address the app has no page for, inside the site's header and footer (the server answered it with 404). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const title = t("errors.notFoundTitle");
  usePageMeta(title);
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{t("errors.notFoundText")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/">{t("goHome")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/products">{t("nav.marketplace")}</Link>
        </Button>
      </div>
    </div>
  );
}
