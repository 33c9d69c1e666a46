import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { AlertsProvider } from "../components/alerts/alerts-provider";
import { currentUserQueryKey, type SessionUser } from "../lib/auth/session-api";
import { SessionProvider } from "../lib/auth/session-provider";

function TestProviders({
  queryClient,
  route,
  token,
  appDomain,
  children,
}: {
  queryClient: QueryClient;
  route: string;
  token: string | null;
  appDomain: string;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialToken={token} resolveAppDomain={async () => appDomain}>
        <AlertsProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AlertsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export type RenderOptions = {
  route?: string;
  /** Signed in as this user (see `makeSessionUser`); signed out by default. */
  user?: SessionUser | null;
  /** The deployment's `app_domain`. */
  appDomain?: string;
  /** A client the test has filled already (a prefetch); a fresh one without retries otherwise. */
  queryClient?: QueryClient;
};

/** Renders `ui` inside the app's providers (session included) and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = "/",
    user = null,
    appDomain = "localhost",
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderOptions = {},
) {
  if (user) queryClient.setQueryData(currentUserQueryKey, user);
  return {
    queryClient,
    ...render(
      <TestProviders
        queryClient={queryClient}
        route={route}
        token={user ? "test-token" : null}
        appDomain={appDomain}
      >
        {ui}
      </TestProviders>,
    ),
  };
}
