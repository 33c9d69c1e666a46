import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { reachHandlers, useOnDemand } from "./use-on-demand";

function Probe({ load }: { load: () => Promise<string> }) {
  const { loaded, intent, want } = useOnDemand(load);
  return (
    <button type="button" {...reachHandlers(want)}>
      {loaded ? `${loaded} open=${intent.open} focus=${intent.focus}` : "stand-in"}
    </button>
  );
}

describe("useOnDemand", () => {
  it("fetches nothing until reached for, then once, keeping what was done meanwhile", async () => {
    let resolve: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    render(<Probe load={load} />);
    const button = screen.getByRole("button");
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.click(button);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => resolve("menu"));
    expect(button.textContent).toBe("menu open=true focus=true");
  });

  it("a pointer passing over asks for the code but neither opens nor focuses", async () => {
    render(<Probe load={async () => "menu"} />);
    fireEvent.pointerEnter(screen.getByRole("button"));
    expect(await screen.findByText("menu open=false focus=false")).toBeTruthy();
  });

  it("tries again on the next reach after a failed fetch", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("menu");
    render(<Probe load={load} />);
    const button = screen.getByRole("button");
    await act(async () => fireEvent.focus(button));
    expect(button.textContent).toBe("stand-in");
    await act(async () => fireEvent.focus(button));
    expect(load).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe("menu open=false focus=true");
  });
});
