import { routes } from "@candor/shared/routes";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { RecordingEnvironmentProvider } from "../../../features/candidate-interviews/hooks/recording-environment";
import { TakeUploadsProvider } from "../../../features/candidate-interviews/hooks/use-take-uploads";
import {
  fakeEnvironment,
  fakeTakeUploads,
  interviewDocument,
} from "../../../features/candidate-interviews/test/candidate-interview-factories";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import CandidateInterviewPage from "./candidate-interview";

const candidate = makeSessionUser({ type: "Candidate", subdomain: null, permissions: [] });
const CONSENT = "POST /v1/candidate_interviews/mine/ci-1/consent";

function renderPage(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handlers);
  renderWithProviders(
    <RecordingEnvironmentProvider value={fakeEnvironment()}>
      <TakeUploadsProvider value={fakeTakeUploads().uploads}>
        <Routes>
          <Route path={routes.CandidatePrerecordedInterview} element={<CandidateInterviewPage />} />
        </Routes>
      </TakeUploadsProvider>
    </RecordingEnvironmentProvider>,
    { route: "/hire-candidate/prerecorded-interviews/ci-1", user: candidate },
  );
  return api;
}

describe("the consent notice before the first recording", () => {
  it("states who sees the recordings, how long they are kept and the privacy policy, then goes on", async () => {
    const user = userEvent.setup();
    const api = renderPage({
      "GET /v1/candidate_interviews/mine/ci-1": () =>
        Response.json(interviewDocument({ consent: null, recordings_retention_days: 90 })),
      [CONSENT]: () =>
        Response.json(
          {
            data: {
              id: "ci-1",
              type: "candidate_consent",
              attributes: { version: "v", accepted_at: "2030-01-01T00:00:00.000Z" },
            },
          },
          { status: 201 },
        ),
    });
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    expect(screen.getByRole("heading", { name: "Before you record" })).toBeTruthy();
    expect(screen.getByText(/deleted 90 days after Acme's final decision/)).toBeTruthy();
    expect(screen.getByText(/Nothing is scored automatically/)).toBeTruthy();
    const policy = screen.getByRole("link", { name: /Acme's privacy policy/ });
    expect(policy.getAttribute("href")).toBe("https://acme.example/privacy");
    expect(api.calls(CONSENT)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "I accept and continue" }));
    expect(
      await screen.findByRole("button", { name: "Turn on camera and microphone" }),
    ).toBeTruthy();
    expect(api.calls(CONSENT)).toHaveLength(1);
  });

  it("stays on the notice with the translated error when the server refuses", async () => {
    const user = userEvent.setup();
    renderPage({
      "GET /v1/candidate_interviews/mine/ci-1": () =>
        Response.json(interviewDocument({ consent: null })),
      [CONSENT]: () => errorResponse("consent_required", 422),
    });
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    await user.click(screen.getByRole("button", { name: "I accept and continue" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/accept the notice/);
    expect(screen.getByRole("heading", { name: "Before you record" })).toBeTruthy();
  });

  it("is not shown again once accepted", async () => {
    const user = userEvent.setup();
    renderPage({
      "GET /v1/candidate_interviews/mine/ci-1": () => Response.json(interviewDocument()),
    });
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    expect(screen.queryByRole("heading", { name: "Before you record" })).toBeNull();
    expect(screen.getByRole("button", { name: "Turn on camera and microphone" })).toBeTruthy();
  });
});
