import { routes } from "@candor/shared/routes";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../lib/query-client";
import { curriculumQueryKey } from "../lib/training/training-keys";
import type { Curriculum } from "../lib/training/training-records";
import { stubApi } from "../test/api-stub";
import { makeSessionUser, userDocument } from "../test/factories";
import { renderWithProviders } from "../test/render";
import { curriculumDocument, makeWirePart, makeWireVideo } from "../test/training-factories";
import { prefetchPageData } from "./page-data-prefetch";
import CurriculumPage from "./routes/training/curriculum";

const document_ = curriculumDocument(
  [makeWirePart("p1", [makeWireVideo("v1", { is_watched: true }), makeWireVideo("v2")])],
  { slug: "essentials" },
);

function preloadedImages() {
  return [
    ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
  ].map((link) => link.getAttribute("href"));
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe("prefetchPageData (decision 0063)", () => {
  it("asks for the curriculum with the token given, caches it, preloads its first video's poster", async () => {
    const { fetchMock } = stubApi({
      "GET /v1/curriculums/essentials": () => Response.json(document_),
    });
    const queryClient = createQueryClient();
    prefetchPageData(
      queryClient,
      { pathname: "/training/learn/essentials", search: "" },
      "start-token",
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<Curriculum>(curriculumQueryKey("essentials"))?.slug).toBe(
        "essentials",
      ),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer start-token");
    // The first video not yet watched, as the page opens on.
    await waitFor(() => expect(preloadedImages()).toEqual(["/media/training/v2.jpg"]));
  });

  it("preloads the poster of the video the address asks for", async () => {
    stubApi({ "GET /v1/curriculums/essentials": () => Response.json(document_) });
    prefetchPageData(
      createQueryClient(),
      { pathname: "/training/learn/essentials", search: "?videoId=v1" },
      "start-token",
    );
    await waitFor(() => expect(preloadedImages()).toEqual(["/media/training/v1.jpg"]));
  });

  it("leaves a failed answer to the page and preloads nothing", async () => {
    const { fetchMock } = stubApi({
      "GET /v1/curriculums/essentials": () =>
        Response.json({ code: "training_not_available", message: "" }, { status: 403 }),
    });
    const queryClient = createQueryClient();
    prefetchPageData(queryClient, { pathname: "/training/learn/essentials", search: "" }, "t");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(queryClient.getQueryState(curriculumQueryKey("essentials"))?.status).toBe("error"),
    );
    expect(preloadedImages()).toEqual([]);
  });

  it("a failed answer: the page asks again on its own, showing its loading state meanwhile", async () => {
    let answers = 0;
    stubApi({
      "GET /v1/users/current": () => Response.json(userDocument(makeSessionUser())),
      "GET /v1/curriculums/essentials": () =>
        answers++ === 0
          ? Response.json({ code: "not_found", message: "" }, { status: 404 })
          : Response.json(document_),
    });
    const queryClient = createQueryClient();
    prefetchPageData(queryClient, { pathname: "/training/learn/essentials", search: "" }, "t");
    await waitFor(() =>
      expect(queryClient.getQueryState(curriculumQueryKey("essentials"))?.status).toBe("error"),
    );
    renderWithProviders(
      <Routes>
        <Route path={routes.Curriculum} element={<CurriculumPage />} />
      </Routes>,
      { route: "/training/learn/essentials", user: makeSessionUser(), queryClient },
    );
    expect(screen.getByText("Loading the course…")).toBeTruthy();
    expect(screen.queryByText("This course doesn't exist")).toBeNull();
    expect(await screen.findByRole("heading", { name: "Interviewing Essentials" })).toBeTruthy();
    expect(answers).toBe(2);
  });

  it("asks for nothing on other pages", async () => {
    const { fetchMock } = stubApi({});
    prefetchPageData(createQueryClient(), { pathname: "/training", search: "" }, "start-token");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
