import { routes } from "@candor/shared/routes";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { RecordingEnvironmentProvider } from "../../../features/candidate-interviews/hooks/recording-environment";
import { TakeUploadsProvider } from "../../../features/candidate-interviews/hooks/use-take-uploads";
import {
  answer,
  fakeEnvironment,
  fakeTakeUploads,
  interviewDocument,
  question,
} from "../../../features/candidate-interviews/test/candidate-interview-factories";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import CandidateInterviewPage from "./candidate-interview";

const candidate = makeSessionUser({ type: "Candidate", subdomain: null, permissions: [] });
const accommodations = { time_multiplier: 1, extra_retakes: 0, text_answers: true };
const WRITE = "PUT /v1/candidate_interviews/mine/ci-1/text_answers/q-1";

describe("a candidate granted text answers", () => {
  it("writes the answer under the question's timers, with no camera", async () => {
    const user = userEvent.setup();
    const started = interviewDocument({
      status: "started",
      accommodations,
      questions: [question()],
    });
    const api = stubApi({
      "GET /v1/candidate_interviews/mine/ci-1": () =>
        Response.json(interviewDocument({ accommodations, questions: [question({ text: null })] })),
      "POST /v1/candidate_interviews/mine/ci-1/start": () => Response.json(started),
      [WRITE]: () =>
        Response.json({
          data: {
            id: "a-1",
            type: "prerecorded_answer",
            attributes: answer({ video: null, text: "I fixed a billing bug.", takes_remaining: 1 }),
          },
        }),
    });
    renderWithProviders(
      <RecordingEnvironmentProvider value={fakeEnvironment()}>
        <TakeUploadsProvider value={fakeTakeUploads().uploads}>
          <Routes>
            <Route
              path={routes.CandidatePrerecordedInterview}
              element={<CandidateInterviewPage />}
            />
          </Routes>
        </TakeUploadsProvider>
      </RecordingEnvironmentProvider>,
      { route: "/hire-candidate/prerecorded-interviews/ci-1", user: candidate },
    );
    await user.click(await screen.findByRole("button", { name: "Begin" }));
    // No camera check and no practice recording: straight to the real questions.
    expect(screen.queryByRole("button", { name: "Turn on camera and microphone" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Practise again" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Start the interview" }));
    expect(await screen.findByText("Question 1 of 1")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show the question" }));
    expect(screen.getByRole("timer").textContent).toBe("00:30");
    await user.click(screen.getByRole("button", { name: "Start writing now" }));
    expect(screen.getByRole("timer").textContent).toBe("02:00");
    const box = screen.getByLabelText("Your written answer");
    expect(document.activeElement).toBe(box);
    await user.type(box, "I fixed a billing bug.");
    await user.click(screen.getByRole("button", { name: "Send my answer" }));
    expect(
      await screen.findByText("Your answer is saved.", { selector: "p:not([role])" }),
    ).toBeTruthy();
    const [sent] = api.calls(WRITE) as { text: string; duration_seconds: number }[];
    expect(sent?.text).toBe("I fixed a billing bug.");
    expect(sent?.duration_seconds).toBeGreaterThan(0);
    expect(sent?.duration_seconds).toBeLessThanOrEqual(120);
    expect(screen.getByRole("button", { name: "Write again (1 take left)" })).toBeTruthy();
  });
});
