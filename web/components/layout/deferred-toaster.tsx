import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { subscribeToToasterRequest, toasterMounted, toasterRequested } from "@web/lib/toaster-ready";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * The toast area (one toast at a time, 5000 ms), loaded when the first toast asks for it (lib/toaster-ready.ts). The
 * server never renders it (its snapshot is "not asked for"), so hydration sees the same tree.
 */
export function DeferredToaster() {
  const { t } = useTranslation();
  const requested = useSyncExternalStore(subscribeToToasterRequest, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        position="top-center"
        containerAriaLabel={t("toasts.label")}
        toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
      />
      <MountedSignal />
    </Suspense>
  );
}
