import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AlertsProvider } from "../components/alerts/alerts-provider";
import { currentUserQueryKey, type SessionUser } from "../lib/auth/session-api";
import { SessionProvider } from "../lib/auth/session-provider";

/**
 * Like renderWithProviders, with a data router (what `useBlocker` needs): `Page` at `pattern`,
 * opened at `route`, and every other path a stub that shows its address.
 */
export function renderRoute(
  Page: ComponentType,
  { pattern, route, user }: { pattern: string; route: string; user: SessionUser },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, user);
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: "*", Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialToken="test-token" resolveAppDomain={async () => "localhost"}>
        <AlertsProvider>
          <RouterProvider router={router} />
        </AlertsProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
