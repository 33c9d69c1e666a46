import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useCallback } from "react";
import { AlertsProvider } from "../components/alerts/alerts-provider";
import { appConfigQueryOptions, DEFAULT_CLIENT_CONFIG } from "../lib/app-config";
import { SessionProvider } from "../lib/auth/session-provider";

/** App-wide context: server state, the session, alerts. The router sits inside these. */
export function AppProviders({
  queryClient,
  handoffCode = null,
  children,
}: {
  queryClient: QueryClient;
  /** A session handoff code taken from the address at start (see `takeHandoffCodeFromAddress`). */
  handoffCode?: string | null;
  children: ReactNode;
}) {
  const resolveAppDomain = useCallback(async () => {
    try {
      return (await queryClient.fetchQuery(appConfigQueryOptions)).appDomain;
    } catch {
      return DEFAULT_CLIENT_CONFIG.appDomain;
    }
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider resolveAppDomain={resolveAppDomain} handoffCode={handoffCode}>
        <AlertsProvider>{children}</AlertsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
