import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertsProvider } from "../components/alerts/alerts-provider";

/** App-wide context: server state, alerts. The router sits inside these. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>{children}</AlertsProvider>
    </QueryClientProvider>
  );
}
