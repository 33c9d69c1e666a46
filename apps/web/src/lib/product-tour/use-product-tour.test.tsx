import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TourRestartButton } from "../../components/product-tour/tour-restart-button";
import { stubApi } from "../../test/api-stub";
import { makeSessionUser, userDocument } from "../../test/factories";
import { renderWithProviders } from "../../test/render";
import { currentUserQueryKey, type SessionUser } from "../auth/session-api";
import { runTour } from "./run-tour";
import { type TourSteps, useProductTour } from "./use-product-tour";

vi.mock("./run-tour", () => ({ runTour: vi.fn() }));
const runTourMock = vi.mocked(runTour);

const STEPS: TourSteps = (t) => [{ title: t("tour.hireDashboard.welcome.title"), description: "" }];

function Page() {
  useProductTour("hire_dashboard", STEPS);
  return <TourRestartButton />;
}

describe("useProductTour", () => {
  beforeEach(() => runTourMock.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the tour on a first visit and stores how it ended on the user", async () => {
    const user = makeSessionUser({ toursDone: [] });
    const { calls } = stubApi({
      "PUT /v1/users/current/tours/hire_dashboard": () =>
        Response.json(userDocument({ ...user, toursDone: ["hire_dashboard"] })),
    });
    runTourMock.mockResolvedValue("skipped");
    const { queryClient } = renderWithProviders(<Page />, { user });

    await waitFor(() => expect(runTourMock).toHaveBeenCalledTimes(1));
    expect(runTourMock.mock.calls[0]?.[0]).toEqual([
      { title: "Welcome to hiring", description: "" },
    ]);
    await waitFor(() =>
      expect(calls("PUT /v1/users/current/tours/hire_dashboard")).toEqual([{ status: "skipped" }]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionUser>(currentUserQueryKey)?.toursDone).toEqual([
        "hire_dashboard",
      ]),
    );
  });

  it("doesn't show a tour the user ended, but the help menu restarts it", async () => {
    const user = makeSessionUser({ toursDone: ["hire_dashboard"] });
    stubApi({
      "PUT /v1/users/current/tours/hire_dashboard": () => Response.json(userDocument(user)),
    });
    runTourMock.mockResolvedValue("finished");
    renderWithProviders(<Page />, { user });

    const restart = await screen.findByRole("button", { name: "Page tour" });
    expect(runTourMock).not.toHaveBeenCalled();
    await act(async () => restart.click());
    await waitFor(() => expect(runTourMock).toHaveBeenCalledTimes(1));
  });

  it("offers nothing to the help menu on a page without a tour", () => {
    stubApi({});
    renderWithProviders(<TourRestartButton />, { user: makeSessionUser() });
    expect(screen.queryByRole("button", { name: "Page tour" })).toBeNull();
  });
});
