import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { fakeEnvironment } from "../test/candidate-interview-factories";
import { RecordingEnvironmentProvider } from "./recording-environment";
import { useDeviceCheck } from "./use-device-check";

/** A track that can end by itself, as a browser's does when its camera goes away. */
function fakeTrack() {
  const track = new EventTarget() as EventTarget & { stop: () => void; kind: string };
  track.kind = "video";
  track.stop = vi.fn();
  return track;
}

function setUp() {
  /** Each stream's camera and microphone tracks, in the order the streams were opened. */
  const opened: ReturnType<typeof fakeTrack>[][] = [];
  const environment = {
    ...fakeEnvironment(),
    mediaDevices: {
      getUserMedia: vi.fn(async () => {
        const tracks = [fakeTrack(), fakeTrack()];
        opened.push(tracks);
        return { getTracks: () => tracks } as unknown as MediaStream;
      }),
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RecordingEnvironmentProvider value={environment}>{children}</RecordingEnvironmentProvider>
  );
  return { ...renderHook(() => useDeviceCheck(), { wrapper }), opened, environment };
}

describe("useDeviceCheck", () => {
  it("fails with `stopped` when a working camera ends by itself, and asks again on request", async () => {
    const { result, opened, environment } = setUp();
    await act(() => result.current.request());
    expect(result.current.status).toBe("ready");
    const tracks = opened[0] ?? [];

    act(() => {
      tracks[0]?.dispatchEvent(new Event("ended"));
    });
    expect(result.current).toMatchObject({ status: "failed", stream: null, problem: "stopped" });
    // What is left of the stream (the microphone) is let go too.
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();

    await act(() => result.current.request());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(environment.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it("ignores the end of a stream it already let go", async () => {
    const { result, opened } = setUp();
    await act(() => result.current.request());
    await act(() => result.current.request());
    expect(result.current.status).toBe("ready");
    // The first stream's camera ends after the second opened: the check stays ready.
    act(() => {
      opened[0]?.[0]?.dispatchEvent(new Event("ended"));
    });
    expect(result.current.status).toBe("ready");
  });
});
