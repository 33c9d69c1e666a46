import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PROMPT_MAX_SECONDS, PromptRecorder } from "./prompt-recorder";

/** A MediaRecorder that hands over one chunk when stopped. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type === "video/webm;codecs=vp8,opus";
  static instances: FakeRecorder[] = [];
  state: "inactive" | "recording" = "inactive";
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: MediaStream, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? "";
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob(["take"], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

describe("PromptRecorder", () => {
  it("records with the camera and hands over a file of the recorded type", async () => {
    const { stream, track } = fakeStream();
    const onRecorded = vi.fn();
    const user = userEvent.setup();
    render(
      <PromptRecorder
        onRecorded={onRecorded}
        media={{
          getUserMedia: async () => stream,
          MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Record with your camera" }));
    await user.click(await screen.findByRole("button", { name: "Start recording" }));
    expect(screen.getByText("Recording 0:00 of 5:00")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    const file = onRecorded.mock.calls[0]?.[0] as File;
    expect(file.name).toBe("prompt.webm");
    expect(file.type).toBe("video/webm;codecs=vp8,opus");
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Record with your camera" })).toBeTruthy();
  });

  it("stops by itself at the longest a prompt may be", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { stream } = fakeStream();
    const onRecorded = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <PromptRecorder
        onRecorded={onRecorded}
        media={{
          getUserMedia: async () => stream,
          MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Record with your camera" }));
    await user.click(await screen.findByRole("button", { name: "Start recording" }));
    await act(async () => {
      vi.advanceTimersByTime(PROMPT_MAX_SECONDS * 1000);
    });
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
  });

  it("says so when the camera is refused, missing or the browser can't record", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <PromptRecorder
        onRecorded={vi.fn()}
        media={{
          getUserMedia: async () => {
            throw Object.assign(new Error("denied"), { name: "NotAllowedError" });
          },
          MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Record with your camera" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "isn't allowed to use your camera",
    );

    rerender(
      <PromptRecorder
        onRecorded={vi.fn()}
        media={{
          getUserMedia: async () => {
            throw Object.assign(new Error("none"), { name: "NotFoundError" });
          },
          MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Record with your camera" }));
    expect((await screen.findByRole("alert")).textContent).toContain("No camera or microphone");

    rerender(<PromptRecorder onRecorded={vi.fn()} media={{}} />);
    await user.click(screen.getByRole("button", { name: "Record with your camera" }));
    expect((await screen.findByRole("alert")).textContent).toContain("can't record video");
  });
});
