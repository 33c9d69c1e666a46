import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { initI18n, loadLocalePart } from "../i18n/i18n";
import { LOCALE_AREAS } from "../i18n/locale-parts";

await initI18n("en");
// Every area's strings, as if each area had been visited: component tests render an area's
// pieces without its lazy layout. locale-parts.test.ts checks the parts load where they should.
await Promise.all(LOCALE_AREAS.map(loadLocalePart));
// api-client checks every answer in tests, loading the check and, for the start-up's schema-free
// calls, the whole endpoint table on first use (decision 0049): load them here, once per file,
// rather than inside the first test's time limit.
await import("../lib/response-check");
await import("@candor/shared/endpoints/all-endpoints");

// Lazy routes and query retries take longer than findBy's 1 s default on a busy 2-core machine
// (a lazily loaded layout took over 5 s under a load average of 20); the test timeout is 20 s.
configure({ asyncUtilTimeout: 15_000 });

// No test reaches a network: any call a test didn't plan for answers 404 (so /v1/config falls
// back to its defaults). Tests that care replace this stub.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ code: "not_found", message: "not_found" }, { status: 404 })),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  const { i18n } = await import("../i18n/i18n");
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});
