import { ALERT_LIFETIME_MS } from "@candor/shared/constants";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Alert, AlertList } from "./alert-list";
import { AlertsProvider, keepAlertForNextPage, useAlerts } from "./alerts-provider";

function Pusher() {
  const { push } = useAlerts();
  return (
    <>
      <button type="button" onClick={() => push({ type: "notice", message: "Saved" })}>
        push notice
      </button>
      <button type="button" onClick={() => push({ type: "danger", message: "Failed" })}>
        push danger
      </button>
    </>
  );
}

function Twice({ onPush }: { onPush: (timestamp: number) => void }) {
  const { push } = useAlerts();
  return (
    <button
      type="button"
      onClick={() => {
        onPush(push({ type: "notice", message: "A" }));
        onPush(push({ type: "notice", message: "B" }));
      }}
    >
      twice
    </button>
  );
}

describe("AlertList", () => {
  it("shows notice as success, danger as an alert and secondary as a status", () => {
    const alerts: Alert[] = [
      { type: "notice", message: "Answers submitted", timestamp: 1 },
      { type: "danger", message: "Could not save", timestamp: 2 },
      { type: "secondary", message: "Heads up", timestamp: 3 },
    ];
    render(<AlertList alerts={alerts} onDismiss={() => {}} />);
    expect(
      screen.getByText("Answers submitted").closest("[data-type]")?.getAttribute("data-type"),
    ).toBe("success");
    expect(screen.getByRole("alert").textContent).toContain("Could not save");
    expect(screen.getAllByRole("status")).toHaveLength(2);
  });

  it("dismisses by timestamp", () => {
    const onDismiss = vi.fn();
    render(
      <AlertList
        alerts={[
          { type: "notice", message: "One", timestamp: 10 },
          { type: "notice", message: "Two", timestamp: 20 },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const buttons = screen.getAllByRole("button", { name: "Dismiss notification" });
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith(20);
  });
});

describe("AlertsProvider", () => {
  it("pushes alerts and removes the dismissed one only", () => {
    render(
      <AlertsProvider>
        <Pusher />
      </AlertsProvider>,
    );
    fireEvent.click(screen.getByText("push notice"));
    fireEvent.click(screen.getByText("push danger"));
    expect(screen.getByText("Saved")).toBeTruthy();
    expect(screen.getByText("Failed")).toBeTruthy();

    const saved = screen.getByText("Saved").closest("[data-type]") as HTMLElement;
    fireEvent.click(saved.querySelector("button") as HTMLButtonElement);
    expect(screen.queryByText("Saved")).toBeNull();
    expect(screen.getByText("Failed")).toBeTruthy();
  });

  it("hides each alert after ALERT_LIFETIME_MS, and holds it while hovered", () => {
    vi.useFakeTimers();
    render(
      <AlertsProvider>
        <Pusher />
      </AlertsProvider>,
    );
    fireEvent.click(screen.getByText("push notice"));
    act(() => vi.advanceTimersByTime(ALERT_LIFETIME_MS - 1));
    expect(screen.getByText("Saved")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).toBeNull();

    fireEvent.click(screen.getByText("push danger"));
    const failed = screen.getByText("Failed").closest("[data-type]") as HTMLElement;
    fireEvent.mouseEnter(failed);
    act(() => vi.advanceTimersByTime(ALERT_LIFETIME_MS * 3));
    expect(screen.getByText("Failed")).toBeTruthy();
    fireEvent.mouseLeave(failed);
    act(() => vi.advanceTimersByTime(ALERT_LIFETIME_MS));
    expect(screen.queryByText("Failed")).toBeNull();
  });

  it("gives alerts pushed in the same millisecond distinct timestamps", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const timestamps: number[] = [];
    render(
      <AlertsProvider>
        <Twice onPush={(timestamp) => timestamps.push(timestamp)} />
      </AlertsProvider>,
    );
    fireEvent.click(screen.getByText("twice"));
    expect(new Set(timestamps).size).toBe(2);
    expect(screen.getByText("A")).toBeTruthy();
    expect(screen.getByText("B")).toBeTruthy();
  });
});

describe("keepAlertForNextPage", () => {
  it("shows the alert on the next page load only", () => {
    keepAlertForNextPage({ type: "notice", message: "Your account has been deleted." });
    // The page loads afresh: a new provider shows it, once.
    const first = render(<AlertsProvider>page</AlertsProvider>);
    expect(screen.getByText("Your account has been deleted.")).toBeTruthy();
    first.unmount();
    render(<AlertsProvider>page</AlertsProvider>);
    expect(screen.queryByText("Your account has been deleted.")).toBeNull();
  });
});
