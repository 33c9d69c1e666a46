import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { Footer } from "./footer";

describe("Footer", () => {
  it("links help, terms, privacy and extras in a new tab, with branding and the year", () => {
    renderWithProviders(
      <Footer extraLinks={[{ label: "Blog", href: "https://example.com/blog" }]} year={2031} />,
    );
    const footer = screen.getByRole("contentinfo");
    const links = within(footer).getAllByRole("link");
    expect(links.map((link) => link.textContent?.replace(" (opens in a new tab)", ""))).toEqual([
      "Help center",
      "Terms of service",
      "Privacy policy",
      "Blog",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    expect(footer.textContent).toContain("Powered by");
    expect(footer.textContent).toContain("© 2031 Candor. All rights reserved.");
  });

  it("uses the current year by default", () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole("contentinfo").textContent).toContain(
      `© ${new Date().getFullYear()} Candor`,
    );
  });
});
