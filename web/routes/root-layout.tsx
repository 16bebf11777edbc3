import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { PageSpinner } from "@web/components/ui/spinner";

/**
 * Above every page: scroll restoration, and a thin bar while the next page's code or data loads. A page whose texts
 * are not here yet (its locale file is fetched on first use) shows the spinner meanwhile.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === "loading" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary" />
      ) : null}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
