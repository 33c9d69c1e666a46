import { routes } from "@candor/shared/routes";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  type RecordingEnvironment,
  RecordingEnvironmentProvider,
} from "../../../features/candidate-interviews/hooks/recording-environment";
import { TakeUploadsProvider } from "../../../features/candidate-interviews/hooks/use-take-uploads";
import type { TakeUploads } from "../../../features/candidate-interviews/lib/take-uploads";
import {
  answer,
  fakeEnvironment,
  fakeTakeUploads,
  interviewDocument,
  question,
} from "../../../features/candidate-interviews/test/candidate-interview-factories";
import { errorResponse, type StubHandler, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import CandidateInterviewPage from "./candidate-interview";

const candidate = makeSessionUser({ type: "Candidate", subdomain: null, permissions: [] });

function Location() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderPage({
  handlers,
  environment = fakeEnvironment(),
  uploads = fakeTakeUploads().uploads,
}: {
  handlers: Record<string, StubHandler>;
  environment?: RecordingEnvironment;
  uploads?: TakeUploads;
}) {
  const api = stubApi(handlers);
  const view = renderWithProviders(
    <RecordingEnvironmentProvider value={environment}>
      <TakeUploadsProvider value={uploads}>
        <Routes>
          <Route path={routes.CandidatePrerecordedInterview} element={<CandidateInterviewPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </TakeUploadsProvider>
    </RecordingEnvironmentProvider>,
    { route: "/hire-candidate/prerecorded-interviews/ci-1", user: candidate },
  );
  return { ...view, api };
}

describe("the candidate's interview page", () => {
  it("welcomes with the organization's branding and the conditions up front", async () => {
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () =>
          Response.json(
            interviewDocument({
              accommodations: { time_multiplier: 1.5, extra_retakes: 1, text_answers: false },
              questions: [
                question({
                  text: null,
                  think_time_seconds: 45,
                  answer_time_seconds: 180,
                  retakes_allowed: 2,
                }),
                question({
                  id: "q-2",
                  text: null,
                  think_time_seconds: 45,
                  answer_time_seconds: 90,
                  retakes_allowed: 2,
                }),
              ],
            }),
          ),
      },
    });
    expect(await screen.findByRole("heading", { name: "Support engineer interview" })).toBeTruthy();
    expect(screen.getByText("Acme")).toBeTruthy();
    expect(screen.getByText("Welcome to Acme!")).toBeTruthy();
    const conditions = screen.getByText("Questions").closest("dl") as HTMLElement;
    expect(within(conditions).getByText("2")).toBeTruthy();
    expect(within(conditions).getByText("45 seconds")).toBeTruthy();
    expect(within(conditions).getByText("1 min 30 s – 3 minutes")).toBeTruthy();
    expect(within(conditions).getByText("2 retakes")).toBeTruthy();
    expect(within(conditions).getByText("Mar 05, 2030")).toBeTruthy();
    expect(screen.getByText(/include the extra time and retakes/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Begin" })).toBeTruthy();
  });

  it("says plainly when the interview is not the candidate's", async () => {
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () => errorResponse("not_found", 404),
      },
    });
    expect(await screen.findByRole("heading", { name: "Interview not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your interviews" })).toBeTruthy();
  });

  it("offers to try again when loading fails", async () => {
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () => errorResponse("internal_error", 500),
      },
    });
    expect(
      await screen.findByRole("heading", { name: "The interview could not be loaded" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("explains a refused camera permission and how to allow it", async () => {
    const user = userEvent.setup();
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () => Response.json(interviewDocument()),
      },
      environment: fakeEnvironment({ error: new DOMException("denied", "NotAllowedError") }),
    });
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    await user.click(screen.getByRole("button", { name: "Turn on camera and microphone" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Camera or microphone blocked")).toBeTruthy();
    expect(within(alert).getByText(/choose Allow for both/)).toBeTruthy();
  });

  it.each([
    ["NotFoundError", "No camera or microphone found"],
    ["NotReadableError", "Camera in use by another application"],
  ])("explains %s", async (name, title) => {
    const user = userEvent.setup();
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () => Response.json(interviewDocument()),
      },
      environment: fakeEnvironment({ error: new DOMException("x", name) }),
    });
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    await user.click(screen.getByRole("button", { name: "Turn on camera and microphone" }));
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it("records a take, keeps it on the device, uploads and attaches it", async () => {
    const user = userEvent.setup();
    const { uploads, sent, attach } = fakeTakeUploads();
    const started = interviewDocument({
      status: "started",
      questions: [question(), question({ id: "q-2", position: 1, text: "Why Acme?" })],
    });
    const { api } = renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () =>
          Response.json(interviewDocument({ questions: [question({ text: null })] })),
        "POST /v1/candidate_interviews/mine/ci-1/start": () => Response.json(started),
      },
      uploads,
    });
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    await user.click(screen.getByRole("button", { name: "Turn on camera and microphone" }));
    expect(await screen.findByRole("meter", { name: "Microphone" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Skip the practice" }));
    await user.click(screen.getByRole("button", { name: "Start the interview" }));
    expect(api.calls("POST /v1/candidate_interviews/mine/ci-1/start")).toHaveLength(1);

    // Intro: the question stays hidden until the candidate asks for it.
    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    expect(screen.queryByText("Tell us about a customer you helped.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show the question" }));
    expect(
      screen.getByRole("heading", { name: "Tell us about a customer you helped." }),
    ).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("00:30");
    await user.click(screen.getByRole("button", { name: "Start recording now" }));
    expect(screen.getByRole("timer").textContent).toBe("00:00 of 02:00");
    await user.click(screen.getByRole("button", { name: "Stop recording" }));

    expect(await screen.findByLabelText("Your answer")).toBeTruthy();
    expect(await screen.findByText("Answer uploaded")).toBeTruthy();
    expect(sent[0]).toMatchObject({
      candidateInterviewId: "ci-1",
      questionId: "q-1",
      contentType: "video/webm;codecs=vp8,opus",
    });
    expect(attach).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Record again (1 retake left)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep this answer and continue" }));
    expect(await screen.findByText("Question 2 of 2")).toBeTruthy();
  });

  it("translates no_recording when submitting with a question unanswered", async () => {
    const user = userEvent.setup();
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () =>
          Response.json(
            interviewDocument({
              status: "started",
              questions: [
                question({ answer: answer() }),
                question({
                  id: "q-2",
                  text: "Why Acme?",
                  answer: answer({ question_id: "q-2", takes_remaining: 0 }),
                }),
              ],
            }),
          ),
        "POST /v1/candidate_interviews/mine/ci-1/submit": () =>
          Response.json({ code: "no_recording", message: "no_recording" }, { status: 422 }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    expect(screen.getByRole("heading", { name: "Review and submit" })).toBeTruthy();
    expect(screen.getAllByText("Answer recorded (00:42)")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Record again (1 retake left)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit my answers" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Please record a video first.",
    );
  });

  it("thanks the candidate after submitting and takes their feedback", async () => {
    const user = userEvent.setup();
    const { api } = renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () =>
          Response.json(interviewDocument({ status: "completed" })),
        "POST /v1/candidate_interviews/mine/ci-1/feedback": () =>
          Response.json(
            {
              data: {
                id: "f-1",
                type: "candidate_feedback",
                attributes: { rating: 4, comment: "Smooth", created_at: "2030-01-01T00:00:00Z" },
              },
            },
            { status: 201 },
          ),
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Thank you! Your answers were submitted." }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(screen.getByText("Please choose a rating.")).toBeTruthy();
    const group = screen.getByRole("group", { name: "How was your experience of this interview?" });
    await user.click(within(group).getByRole("radio", { name: "4 Good" }));
    await user.type(screen.getByLabelText("Anything you would like to add? (optional)"), "Smooth");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Thank you for your feedback!")).toBeTruthy();
    expect(api.calls("POST /v1/candidate_interviews/mine/ci-1/feedback")).toEqual([
      { rating: 4, comment: "Smooth" },
    ]);
  });

  it("runs the practice question without sending anything", async () => {
    const user = userEvent.setup();
    const { uploads, sent } = fakeTakeUploads();
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () => Response.json(interviewDocument()),
      },
      uploads,
    });
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    await user.click(screen.getByRole("button", { name: "Turn on camera and microphone" }));
    await user.click(
      await screen.findByRole("button", { name: "Continue to a practice question" }),
    );
    expect(screen.getByText("Practice question")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show the question" }));
    await user.click(screen.getByRole("button", { name: "Start recording now" }));
    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByRole("heading", { name: "Ready for the real questions?" }),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("resumes on load the upload of a take a closed tab left on the device", async () => {
    const { uploads, sent, attach } = fakeTakeUploads([
      {
        key: "ci-1/q-1",
        candidateInterviewId: "ci-1",
        questionId: "q-1",
        takeId: "left-behind",
        blob: new Blob(["bytes"]),
        contentType: "video/webm",
        durationSeconds: 12,
        recordedAt: 1,
        uploadUrl: "http://localhost/v1/uploads/left-behind",
        isUploaded: false,
      },
    ]);
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () =>
          Response.json(interviewDocument({ status: "started" })),
      },
      uploads,
    });
    expect(await screen.findByRole("button", { name: "Continue where you left off" })).toBeTruthy();
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({ uploadUrl: "http://localhost/v1/uploads/left-behind" });
  });

  it("keeps Submit until every take kept on the device has arrived", async () => {
    const user = userEvent.setup();
    const { uploads } = fakeTakeUploads(
      [
        {
          key: "ci-1/q-2",
          candidateInterviewId: "ci-1",
          questionId: "q-2",
          takeId: "slow",
          blob: new Blob(["bytes"]),
          contentType: "video/webm",
          durationSeconds: 12,
          recordedAt: 1,
          uploadUrl: null,
          isUploaded: false,
        },
      ],
      { isStalled: true },
    );
    renderPage({
      handlers: {
        "GET /v1/candidate_interviews/mine/ci-1": () =>
          Response.json(
            interviewDocument({
              status: "started",
              questions: [
                question({ answer: answer() }),
                question({ id: "q-2", position: 1, text: "Why Acme?" }),
              ],
            }),
          ),
      },
      uploads,
    });
    await user.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    expect(await screen.findByText("Uploading your answer: 0%")).toBeTruthy();
    expect(screen.getByText(/Submit becomes available once they have all arrived/)).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Submit my answers" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
