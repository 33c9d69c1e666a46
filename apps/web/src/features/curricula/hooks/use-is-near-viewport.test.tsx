import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIsNearViewport } from "./use-is-near-viewport";

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useIsNearViewport(ref) ? "near" : "far"}</div>;
}

describe("useIsNearViewport", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is false until the element comes near the viewport, then stays true", () => {
    const observers: { callback: IntersectionObserverCallback; disconnect: () => void }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        callback: IntersectionObserverCallback;
        disconnect = vi.fn();
        constructor(callback: IntersectionObserverCallback) {
          this.callback = callback;
          observers.push(this);
        }
        observe() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    const [observer] = observers;
    if (!observer) throw new Error("no observer");
    const entry = (isIntersecting: boolean) =>
      [{ isIntersecting }] as unknown as IntersectionObserverEntry[];
    act(() => observer.callback(entry(false), {} as IntersectionObserver));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => observer.callback(entry(true), {} as IntersectionObserver));
    expect(screen.getByText("near")).toBeTruthy();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it("is true at once without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
