import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";
import { pageCount, slidesOfPage } from "./carousel-pages";

function renderCarousel(count: number) {
  render(
    <Carousel label="Specialized Tracks">
      {Array.from({ length: count }, (_, index) => `Track ${index + 1}`).map((name) => (
        <a key={name} href={`#${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
  return screen.getByRole("region", { name: "Specialized Tracks" });
}

/** The slides a user can see and reach: the ones not hidden from assistive technology. */
function shownTracks(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

describe("carousel pages", () => {
  it("starts a page every three slides, the last one moved back to stay full", () => {
    expect(pageCount(9, 3, 3)).toBe(3);
    expect(slidesOfPage(1, 9, 3, 3)).toEqual([3, 4, 5]);
    expect(pageCount(7, 3, 3)).toBe(3);
    expect(slidesOfPage(2, 7, 3, 3)).toEqual([4, 5, 6]);
    expect(pageCount(3, 3, 3)).toBe(1);
    expect(slidesOfPage(0, 2, 3, 3)).toEqual([0, 1]);
    expect(pageCount(4, 1, 1)).toBe(4);
  });
});

describe("Carousel", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows three cards and moves three at a time with its buttons", () => {
    const region = renderCarousel(9);
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(shownTracks(region)).toEqual(["Track 1", "Track 2", "Track 3"]);
    const previous = within(region).getByRole("button", { name: "Previous tracks" });
    const next = within(region).getByRole("button", { name: "Next tracks" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(next);
    expect(shownTracks(region)).toEqual(["Track 4", "Track 5", "Track 6"]);
    expect(screen.getByText("Showing tracks 4 to 6 of 9")).toBeTruthy();

    fireEvent.click(next);
    expect(shownTracks(region)).toEqual(["Track 7", "Track 8", "Track 9"]);
    expect((next as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(previous);
    expect(shownTracks(region)).toEqual(["Track 4", "Track 5", "Track 6"]);
  });

  it("keeps the hidden cards out of reach and the last page full", () => {
    const region = renderCarousel(7);
    const slides = region.querySelectorAll("[data-slide-index]");
    expect(slides).toHaveLength(7);
    expect(slides[3]?.hasAttribute("inert")).toBe(true);
    expect(slides[3]?.getAttribute("aria-hidden")).toBe("true");
    expect(slides[0]?.getAttribute("aria-label")).toBe("1 of 7");

    fireEvent.click(within(region).getByRole("button", { name: "Show tracks 5 to 7" }));
    expect(shownTracks(region)).toEqual(["Track 5", "Track 6", "Track 7"]);
    expect(
      within(region)
        .getByRole("button", { name: "Show tracks 5 to 7" })
        .getAttribute("aria-current"),
    ).toBe("true");
  });

  it("moves with the arrow keys, focus following to the first card shown", () => {
    const region = renderCarousel(9);
    const first = within(region).getByRole("link", { name: "Track 1" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(shownTracks(region)).toEqual(["Track 4", "Track 5", "Track 6"]);
    expect(document.activeElement?.textContent).toBe("Track 4");
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    expect(shownTracks(region)).toEqual(["Track 1", "Track 2", "Track 3"]);
  });

  it("leaves its slides unmeasured until it comes near the viewport, then slides with Embla", () => {
    let reportNear: (() => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          reportNear = () =>
            callback(
              [{ isIntersecting: true }] as unknown as IntersectionObserverEntry[],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    // Embla measures each slide's offset box when it starts (the layouts decision 0059 defers).
    const measured = vi.spyOn(HTMLElement.prototype, "offsetWidth", "get");
    const region = renderCarousel(9);
    const track = region.querySelector<HTMLElement>("[data-slide-index]")?.parentElement;
    expect(measured).not.toHaveBeenCalled();
    expect(track?.style.transform).toBe("");
    // The buttons work before Embla starts: the page is the carousel's own state.
    fireEvent.click(within(region).getByRole("button", { name: "Next tracks" }));
    expect(shownTracks(region)).toEqual(["Track 4", "Track 5", "Track 6"]);

    act(() => reportNear?.());
    expect(measured).toHaveBeenCalled();
    expect(track?.style.transform).toContain("translate3d");
  });

  it("has no controls when everything fits", () => {
    const region = renderCarousel(3);
    expect(within(region).queryByRole("button")).toBeNull();
    expect(shownTracks(region)).toHaveLength(3);
  });
});
