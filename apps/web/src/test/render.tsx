import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { AlertsProvider } from "../components/alerts/alerts-provider";

function TestProviders({
  queryClient,
  route,
  children,
}: {
  queryClient: QueryClient;
  route: string;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>
  );
}

/** Renders `ui` inside the app's providers and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = "/" }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient} route={route}>
        {ui}
      </TestProviders>,
    ),
  };
}
