import { Outlet, ScrollRestoration, useNavigation } from "react-router";

/** Above every page: scroll restoration, and a thin bar while the next page's code or data loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === "loading" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
