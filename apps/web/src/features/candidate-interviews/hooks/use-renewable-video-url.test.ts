import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useRenewableVideoUrl } from "./use-renewable-video-url";

describe("useRenewableVideoUrl", () => {
  it("plays the URL it was given until the video fails to load", () => {
    const renew = vi.fn(async () => "/v1/files/prompt.webm?sig=fresh");
    const { result } = renderHook(() =>
      useRenewableVideoUrl("/v1/files/prompt.webm?sig=old", renew),
    );
    expect(result.current.src).toBe("/v1/files/prompt.webm?sig=old");
    expect(renew).not.toHaveBeenCalled();
  });

  it("asks for a fresh URL when the signed one has expired, and plays from it", async () => {
    const renew = vi.fn(async () => "/v1/files/prompt.webm?sig=fresh");
    const { result } = renderHook(() =>
      useRenewableVideoUrl("/v1/files/prompt.webm?sig=old", renew),
    );
    act(() => result.current.onError());
    await waitFor(() => expect(result.current.src).toBe("/v1/files/prompt.webm?sig=fresh"));
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it("renews a URL once: a video that still fails does not loop on the server", async () => {
    const renew = vi.fn(async () => "/v1/files/prompt.webm?sig=old");
    const { result } = renderHook(() =>
      useRenewableVideoUrl("/v1/files/prompt.webm?sig=old", renew),
    );
    act(() => result.current.onError());
    await waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    act(() => result.current.onError());
    act(() => result.current.onError());
    expect(renew).toHaveBeenCalledTimes(1);
    expect(result.current.src).toBe("/v1/files/prompt.webm?sig=old");
  });

  it("keeps the URL it has when renewing fails", async () => {
    const renew = vi.fn(async () => {
      throw new Error("offline");
    });
    const { result } = renderHook(() => useRenewableVideoUrl("/v1/files/a.webm?sig=old", renew));
    act(() => result.current.onError());
    await waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    expect(result.current.src).toBe("/v1/files/a.webm?sig=old");
  });
});
