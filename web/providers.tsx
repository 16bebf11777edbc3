import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DeferredToaster } from "./components/layout/deferred-toaster";
import { createQueryClient } from "./lib/query-client";

/** App-wide context: server state and the toast area (one toast at a time, 5000 ms). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
