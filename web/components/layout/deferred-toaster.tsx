import { lazy, Suspense, useEffect, useState } from "react";
import { toasterMounted } from "@web/lib/toaster-ready";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * The toast area (one toast at a time, 5000 ms), loaded after the page is up: no first page needs it, and the
 * server never renders it, so hydration sees the same tree. Toasts asked for earlier wait for it (lib/toast.ts).
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} duration={5000} richColors closeButton position="top-center" />
      <MountedSignal />
    </Suspense>
  );
}
