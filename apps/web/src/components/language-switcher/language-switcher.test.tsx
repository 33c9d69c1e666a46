import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { i18n, LANGUAGE_STORAGE_KEY } from "../../i18n/i18n";
import { appConfigBody } from "../../test/factories";
import { renderWithProviders } from "../../test/render";
import { LanguageSwitcher } from "./language-switcher";

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function stubConfig(languageSwitcher: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(appConfigBody({ language_switcher: languageSwitcher }))),
  );
}

async function openMenu() {
  const trigger = await screen.findByRole("button", { name: /Change language/ });
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false });
  // The menu is fetched on that first press, then opens by itself.
  return screen.findByRole("menu");
}

describe("LanguageSwitcher", () => {
  it("lists the other languages by name", async () => {
    renderWithProviders(<LanguageSwitcher />);
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Italiano", "Español"]);
  });

  it("switches language and keeps path and query", async () => {
    renderWithProviders(
      <>
        <LanguageSwitcher />
        <CurrentLocation />
      </>,
      { route: "/training/learn?curriculum-slug=basics&videoId=3" },
    );
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Italiano" }));
    await waitFor(() => expect(i18n.language).toBe("it"));
    expect(screen.getByTestId("location").textContent).toBe(
      "/training/learn?curriculum-slug=basics&videoId=3",
    );
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("it");
    expect(document.documentElement.lang).toBe("it");
    expect(
      await screen.findByRole("button", { name: "Cambia lingua, attuale: Italiano" }),
    ).toBeTruthy();
  });

  it("updates a ?lng= already in the address", async () => {
    renderWithProviders(
      <>
        <LanguageSwitcher />
        <CurrentLocation />
      </>,
      { route: "/403?lng=en&from=hire" },
    );
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Español" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/403?lng=es&from=hire"),
    );
  });

  it("fetches its menu when reached for, handing the focus to the real button", async () => {
    renderWithProviders(<LanguageSwitcher />);
    const standIn = await screen.findByRole("button", { name: /Change language/ });
    expect(standIn.getAttribute("data-state")).toBeNull();
    standIn.focus();
    // Radix's trigger carries data-state; the stand-in doesn't.
    await waitFor(() =>
      expect((document.activeElement as HTMLElement | null)?.getAttribute("data-state")).toBe(
        "closed",
      ),
    );
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/Change language/);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("is shown when the config flag is on", async () => {
    stubConfig(true);
    renderWithProviders(<LanguageSwitcher />);
    expect(await screen.findByRole("button", { name: /Change language/ })).toBeTruthy();
  });

  it("is hidden when the config flag is off", async () => {
    stubConfig(false);
    const { queryClient } = renderWithProviders(<LanguageSwitcher />);
    await waitFor(() => expect(queryClient.getQueryState(["app-config"])?.status).toBe("success"));
    expect(screen.queryByRole("button", { name: /Change language/ })).toBeNull();
  });
});
