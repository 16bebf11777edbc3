import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "@web/components/layout/brand-logo";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";

/** The default error page: unknown routes (404) and errors thrown while rendering or loading a route. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("errors.notFoundTitle") : t("errors.unexpectedTitle");
  usePageMeta(title);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border px-4 py-4">
        <BrandLogo />
      </header>
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        {notFound ? <p className="text-5xl font-bold text-primary">404</p> : null}
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="max-w-md text-muted-foreground">
          {notFound ? t("errors.notFoundText") : t("errors.unexpectedText")}
        </p>
        <Button asChild>
          <Link to="/">{t("goHome")}</Link>
        </Button>
      </main>
    </div>
  );
}
