import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeSessionUser } from "../../test/factories";
import { renderWithProviders } from "../../test/render";
import { TrialBanner } from "./trial-banner";

const now = new Date("2026-03-10T09:00:00Z");

function trialing(currentPeriodEnd: string, status: "trialing" | "active" = "trialing") {
  return makeSessionUser({
    subscription: { kind: "pro", maxPositionsCount: 15, status, currentPeriodEnd },
  });
}

describe("TrialBanner", () => {
  it("counts whole days left until the end of the period, with a link to Plans", () => {
    renderWithProviders(<TrialBanner user={trialing("2026-03-24T09:00:00Z")} now={now} />);
    const banner = screen.getByRole("status");
    expect(banner.textContent).toContain("14 days left in your free trial.");
    expect(within(banner).getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe(
      "/plans",
    );
  });

  it("counts a part day as a day, and says the trial is ending once its period is over", () => {
    const { unmount } = renderWithProviders(
      <TrialBanner user={trialing("2026-03-11T08:00:00Z")} now={now} />,
    );
    expect(screen.getByText(/^1 day left in your free trial\./)).toBeTruthy();
    unmount();
    renderWithProviders(<TrialBanner user={trialing("2026-03-10T08:00:00Z")} now={now} />);
    expect(screen.getByText(/Your free trial ends within a day\./)).toBeTruthy();
  });

  it("is not shown outside a trial", () => {
    renderWithProviders(
      <TrialBanner user={trialing("2026-03-24T09:00:00Z", "active")} now={now} />,
    );
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("speaks the reader's language", async () => {
    const { i18n } = await import("../../i18n/i18n");
    await i18n.changeLanguage("it");
    renderWithProviders(<TrialBanner user={trialing("2026-03-13T09:00:00Z")} now={now} />);
    expect(screen.getByText(/Mancano 3 giorni alla fine della prova gratuita\./)).toBeTruthy();
  });
});
