import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { prefetchPageData } from "./app/page-data-prefetch";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { initI18n } from "./i18n/i18n";
import { appConfigQueryOptions } from "./lib/app-config";
import { takeHandoffCodeFromAddress } from "./lib/auth/auth-redirect";
import { startHandoffRedemption, startUpSessionToken } from "./lib/auth/session-api";
import { createQueryClient } from "./lib/query-client";
import "./styles/global.css";

// Before the router reads the address: a session handoff code never stays in it (issue 3).
const handoffCode = takeHandoffCodeFromAddress();
if (handoffCode) startHandoffRedemption(handoffCode);
const queryClient = createQueryClient();
// Ask for the run-time flags right away, in parallel with the language strings.
void queryClient.prefetchQuery(appConfigQueryOptions);
// And for the opening page's own data as soon as the session's token is known (decision 0063).
const openingAddress = { pathname: window.location.pathname, search: window.location.search };
void startUpSessionToken(handoffCode).then((token) => {
  if (token) prefetchPageData(queryClient, openingAddress, token);
});

async function start() {
  // The router starts fetching the address's lazy layout and page chunks as it is created: do it
  // while the language strings load, not after (issue 15).
  const router = createAppRouter();
  await initI18n();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const root = createRoot(container);
  // The first render is a transition, so React renders it in slices and lets the browser handle
  // input and paint between them, rather than one long task (issue 15, decision 0054). Nothing
  // is on screen before it, so there is no older state to keep showing.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} handoffCode={handoffCode}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
