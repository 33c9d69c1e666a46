import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AsyncButton } from "./async-button";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("AsyncButton", () => {
  it("is busy while the handler runs and ignores clicks meanwhile", async () => {
    const pending = deferred();
    const handler = vi.fn(() => pending.promise);
    render(<AsyncButton onClick={handler}>Save</AsyncButton>);
    const button = screen.getByRole("button", { name: /Save/ });

    fireEvent.click(button);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.textContent).toContain("Working…");
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(button.getAttribute("aria-busy")).toBeNull();
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("handles a failing handler silently: logged, not thrown, button usable again", async () => {
    const pending = deferred();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<AsyncButton onClick={() => pending.promise}>Submit</AsyncButton>);
    const button = screen.getByRole("button", { name: /Submit/ });

    fireEvent.click(button);
    await act(async () => pending.reject(new Error("boom")));
    expect(log).toHaveBeenCalledWith("AsyncButton handler failed", expect.any(Error));
    expect(button.getAttribute("aria-busy")).toBeNull();
    log.mockRestore();
  });

  it("works with a synchronous handler", async () => {
    const handler = vi.fn();
    render(<AsyncButton onClick={handler}>Go</AsyncButton>);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Go" }));
    });
    expect(handler).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Go" }).getAttribute("aria-busy")).toBeNull();
  });
});
