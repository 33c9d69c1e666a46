import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { uploadPromptVideo } from "../../lib/prompt-video";
import { type CaptionsFieldState, captionsUploadId } from "./captions-field";
import { VideoField, type VideoFieldState } from "./video-field";

// The tus transfer itself is the uploads' own test; here a sent file finishes as upload "cap-1".
vi.mock("../../lib/prompt-video", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/prompt-video")>()),
  uploadPromptVideo: vi.fn(() => ({ done: Promise.resolve("cap-1"), abort: vi.fn() })),
}));

let captionsState: CaptionsFieldState = { kind: "unchanged" };

function Harness({
  current,
  captionsUrl,
}: {
  current: { url: string } | null;
  captionsUrl: string | null;
}) {
  const [video, setVideo] = useState<VideoFieldState>({ kind: "unchanged" });
  const [captions, setCaptions] = useState<CaptionsFieldState>({ kind: "unchanged" });
  captionsState = captions;
  return (
    <VideoField
      id="welcome"
      legend="Welcome video"
      hint="Shown first."
      purpose="welcome_video"
      current={current}
      value={video}
      onChange={setVideo}
      captions={{
        current: captionsUrl ? { url: captionsUrl } : null,
        value: captions,
        onChange: setCaptions,
      }}
    />
  );
}

const vtt = (text: string, name = "welcome.vtt", type = "") => new File([text], name, { type });

describe("VideoField's captions (WebVTT)", () => {
  beforeEach(() => {
    vi.mocked(uploadPromptVideo).mockClear();
    captionsState = { kind: "unchanged" };
  });

  it("offers captions only once there is a video to caption", () => {
    render(<Harness current={null} captionsUrl={null} />);
    expect(screen.queryByLabelText("Choose a captions file (.vtt)")).toBeNull();
  });

  it("shows saved captions as the preview's default track, and removes them", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Harness current={{ url: "/v1/files/welcome.webm" }} captionsUrl="/v1/files/welcome.vtt" />,
    );
    const track = container.querySelector("video track");
    expect(track?.getAttribute("kind")).toBe("captions");
    expect(track?.getAttribute("src")).toBe("/v1/files/welcome.vtt");
    expect(track?.hasAttribute("default")).toBe(true);
    expect(screen.getByText("Captions are attached to this video.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove captions" }));
    expect(screen.getByText("The captions will be removed when you save.")).toBeTruthy();
    expect(container.querySelector("video track")).toBeNull();
    expect(captionsUploadId(captionsState, true)).toBeNull();
  });

  it("sends a chosen .vtt file as a captions upload and names it", async () => {
    const user = userEvent.setup();
    render(<Harness current={{ url: "/v1/files/welcome.webm" }} captionsUrl={null} />);
    const input = screen.getByLabelText("Choose a captions file (.vtt)");
    await user.upload(input, vtt("WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n"));

    expect(await screen.findByText("Captions attached: welcome.vtt")).toBeTruthy();
    const [file, , purpose] = vi.mocked(uploadPromptVideo).mock.calls[0] ?? [];
    expect(purpose).toBe("captions");
    expect((file as File).type).toBe("text/vtt");
    expect(captionsUploadId(captionsState, false)).toBe("cap-1");
    expect(screen.getByLabelText("Replace the captions file (.vtt)")).toBeTruthy();
  });

  it("refuses a file that is not WebVTT with a translated message, sending nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness current={{ url: "/v1/files/welcome.webm" }} captionsUrl={null} />);
    const input = screen.getByLabelText("Choose a captions file (.vtt)");

    await user.upload(input, vtt("1\n00:00:00,000 --> 00:00:01,000\nHi\n", "subs.vtt"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This file isn't a valid WebVTT captions file: it must start with WEBVTT and be saved as UTF-8.",
    );

    await user.upload(input, vtt("WEBVTT\n", "subs.srt", "application/x-subrip"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Captions must be a WebVTT file (.vtt).",
    );
    expect(uploadPromptVideo).not.toHaveBeenCalled();
  });

  it("leaves a finished video upload alone when the form closes (the form attaches it)", async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
    const { unmount } = render(<Harness current={null} captionsUrl={null} />);
    await user.upload(
      screen.getByLabelText("Upload a video"),
      new File(["webm"], "answer.webm", { type: "video/webm" }),
    );
    expect(await screen.findByText("answer.webm", { exact: false })).toBeTruthy();
    unmount();
    const started = vi.mocked(uploadPromptVideo).mock.results[0]?.value as { abort: () => void };
    expect(started.abort).not.toHaveBeenCalled();
  });
});
