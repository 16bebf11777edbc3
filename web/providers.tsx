import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { DeferredToaster } from "./components/layout/deferred-toaster";
import type { i18n as I18n } from "i18next";
import { i18n as activeI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";

/** App-wide context: server state, translations and the toast area (one toast at a time, 5000 ms). */
export function Providers({ children, queryClient, i18n = activeI18n }: { children: ReactNode; queryClient?: QueryClient; i18n?: I18n }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DeferredToaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
