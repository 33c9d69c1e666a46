import { routes } from "@candor/shared/routes";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { summaryAttributes } from "../../../features/candidate-interviews/test/candidate-interview-factories";
import type { SessionUser } from "../../../lib/auth/session-api";
import { errorResponse, type StubHandler, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import InterviewInvitationPage from "./interview-invitation";
import PublicInterviewPage from "./public-interview";

const candidate = makeSessionUser({ type: "Candidate", subdomain: null, permissions: [] });

function Location() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function publicDocument(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      id: "pi-1",
      type: "public_prerecorded_interview",
      attributes: {
        organization: { name: "Acme", brand_color: "#5b21b6", logo_url: null },
        position_title: "Support engineer",
        title: "Support engineer interview",
        welcome_message: "<p>Thanks for your interest!</p>",
        welcome_video_url: null,
        welcome_video_content_type: null,
        welcome_video_captions_url: null,
        question_count: 3,
        conditions: {
          think_time_seconds: { min: 30, max: 30 },
          answer_time_seconds: { min: 60, max: 120 },
          retakes_allowed: { min: 1, max: 1 },
          total_answer_time_seconds: 300,
        },
        deadline: null,
        accepts_answers: true,
        ...overrides,
      },
    },
  };
}

function renderAt(route: string, handlers: Record<string, StubHandler>, user: SessionUser | null) {
  const api = stubApi(handlers);
  renderWithProviders(
    <Routes>
      <Route path={routes.PublicInterview} element={<PublicInterviewPage />} />
      <Route path={routes.InterviewInvitation} element={<InterviewInvitationPage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route, user },
  );
  return api;
}

describe("the public interview page", () => {
  it("shows the branding, welcome and conditions, and signs in as a candidate back here", async () => {
    renderAt(
      "/interview/uuid-1",
      { "GET /v1/prerecorded_interviews/public/uuid-1": () => Response.json(publicDocument()) },
      null,
    );
    expect(await screen.findByRole("heading", { name: "Support engineer interview" })).toBeTruthy();
    expect(screen.getByText("Acme")).toBeTruthy();
    expect(screen.getByText("Thanks for your interest!")).toBeTruthy();
    expect(screen.getByText("3")).toBeTruthy();
    expect(screen.getByText("1 minute – 2 minutes")).toBeTruthy();
    const back = encodeURIComponent("/interview/uuid-1");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      `/sign-in?type=Candidate&redirectAfterAuth=${back}`,
    );
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      `/sign-up?type=Candidate&redirectAfterAuth=${back}`,
    );
  });

  it("lets a signed-in candidate join and go on to record", async () => {
    const user = userEvent.setup();
    const api = renderAt(
      "/interview/uuid-1",
      {
        "GET /v1/prerecorded_interviews/public/uuid-1": () => Response.json(publicDocument()),
        "POST /v1/prerecorded_interviews/public/uuid-1/join": () =>
          Response.json(
            { data: { id: "ci-9", type: "candidate_interview", attributes: summaryAttributes() } },
            { status: 201 },
          ),
      },
      candidate,
    );
    await user.click(await screen.findByRole("button", { name: "Start the interview" }));
    expect(await screen.findByText("at /hire-candidate/prerecorded-interviews/ci-9")).toBeTruthy();
    expect(api.calls("POST /v1/prerecorded_interviews/public/uuid-1/join")).toHaveLength(1);
  });

  it("says when the interview no longer accepts answers, or does not exist", async () => {
    renderAt(
      "/interview/uuid-1",
      {
        "GET /v1/prerecorded_interviews/public/uuid-1": () =>
          Response.json(publicDocument({ accepts_answers: false })),
      },
      candidate,
    );
    expect(await screen.findByText("This interview no longer accepts answers.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start the interview" })).toBeNull();
  });

  it("answers an unknown link with a clear page", async () => {
    renderAt(
      "/interview/nope",
      { "GET /v1/prerecorded_interviews/public/nope": () => errorResponse("not_found", 404) },
      null,
    );
    expect(await screen.findByRole("heading", { name: "Interview not found" })).toBeTruthy();
  });
});

describe("the personal invitation page", () => {
  it("shows a signed-out visitor the interview's branded page, and signs in as a candidate back to the link", async () => {
    renderAt(
      "/interview/invitation/tok-1",
      { "GET /v1/prerecorded_interviews/invitation/tok-1": () => Response.json(publicDocument()) },
      null,
    );
    expect(await screen.findByRole("heading", { name: "Support engineer interview" })).toBeTruthy();
    expect(screen.getByText("Thanks for your interest!")).toBeTruthy();
    expect(screen.getByText(/Acme/)).toBeTruthy();
    const back = encodeURIComponent("/interview/invitation/tok-1");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      `/sign-in?type=Candidate&redirectAfterAuth=${back}`,
    );
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      `/sign-up?type=Candidate&redirectAfterAuth=${back}`,
    );
  });

  it("tells a signed-out visitor when the personal link is unknown", async () => {
    renderAt(
      "/interview/invitation/tok-9",
      { "GET /v1/prerecorded_interviews/invitation/tok-9": () => errorResponse("not_found", 404) },
      null,
    );
    expect(await screen.findByText(/another account has already used it/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("binds the invitation to the signed-in candidate and opens the interview", async () => {
    renderAt(
      "/interview/invitation/tok-1",
      {
        "GET /v1/candidates/by_token/tok-1": () =>
          Response.json({
            data: { id: "ci-5", type: "candidate_interview", attributes: summaryAttributes() },
          }),
      },
      candidate,
    );
    expect(await screen.findByText("at /hire-candidate/prerecorded-interviews/ci-5")).toBeTruthy();
  });

  it("explains a link that is not valid or taken by another account", async () => {
    renderAt(
      "/interview/invitation/tok-1",
      { "GET /v1/candidates/by_token/tok-1": () => errorResponse("not_found", 404) },
      candidate,
    );
    expect(await screen.findByText(/another account has already used it/)).toBeTruthy();
  });
});
