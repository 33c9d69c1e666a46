import { POSITIONS_LIMIT_POLL_MS } from "@candor/shared/constants";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { currentUserQueryKey, type SessionUser } from "../../../lib/auth/session-api";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { usePositionsLimitPoll } from "./use-positions-limit-poll";

function limitDocument(active: number, max: number | null) {
  return Response.json({
    data: {
      id: "org-1",
      type: "positions_limit",
      attributes: {
        kind: "pro",
        max_positions_count: max,
        active_positions_count: active,
        remaining: max === null ? null : Math.max(0, max - active),
        reached: max !== null && active >= max,
        exceeded: max !== null && active > max,
      },
    },
  });
}

function Poller() {
  usePositionsLimitPoll();
  return null;
}

describe("usePositionsLimitPoll", () => {
  it("writes the polled limit into the current user, and polls again every 300000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let active = 2;
    const api = stubApi({ "GET /v1/positions/limit": () => limitDocument(active, 15) });
    const { queryClient } = renderWithProviders(<Poller />, {
      user: makeSessionUser({ activePositionsCount: 0 }),
    });
    const current = () => queryClient.getQueryData<SessionUser>(currentUserQueryKey);
    await waitFor(() => expect(current()?.activePositionsCount).toBe(2));
    expect(current()?.subscription?.maxPositionsCount).toBe(15);

    active = 5;
    await act(() => vi.advanceTimersByTimeAsync(POSITIONS_LIMIT_POLL_MS - 1000));
    expect(api.calls("GET /v1/positions/limit")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(current()?.activePositionsCount).toBe(5));
    expect(api.calls("GET /v1/positions/limit")).toHaveLength(2);
  });

  it("updates the plan's maximum too (after a plan change elsewhere)", async () => {
    stubApi({ "GET /v1/positions/limit": () => limitDocument(4, null) });
    const { queryClient } = renderWithProviders(<Poller />, {
      user: makeSessionUser({ activePositionsCount: 4 }),
    });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<SessionUser>(currentUserQueryKey)?.subscription?.maxPositionsCount,
      ).toBeNull(),
    );
  });

  it("doesn't poll for candidates", async () => {
    const api = stubApi({ "GET /v1/positions/limit": () => limitDocument(1, 3) });
    renderWithProviders(<Poller />, {
      user: makeSessionUser({ type: "Candidate", permissions: [], isAdmin: false }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls("GET /v1/positions/limit")).toHaveLength(0);
  });
});
