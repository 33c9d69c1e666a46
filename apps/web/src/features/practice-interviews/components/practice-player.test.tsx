import { routes } from "@candor/shared/routes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import InterviewPage from "../../../app/routes/training/interview";
import { currentUserQueryKey, type SessionUser } from "../../../lib/auth/session-api";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { interviewDocument } from "../../../test/training-documents";

const user = makeSessionUser({ points: 100 });

/** The practice API over an in-memory set of answers, as the server keeps them. */
function practiceApi(initial: Record<string, string> = {}) {
  const answers = { ...initial };
  let points = user.points;
  let certificateId: string | null = null;
  const document = () =>
    interviewDocument(answers, {
      certificate_id: certificateId,
      got_certificate: certificateId !== null,
    });
  const api = stubApi({
    "GET /v1/users/current": () => Response.json(userDocument({ ...user, points })),
    "GET /v1/interviews/sales-manager": () => Response.json(document()),
    "POST /v1/interviews/sales-manager/answers": ({ body }) => {
      const { question_id, answer_id } = body as { question_id: string; answer_id: string };
      const first = !(question_id in answers);
      answers[question_id] = answer_id;
      let awarded = first && answer_id.endsWith("good") ? 30 : 0;
      let issued: string | null = null;
      if (Object.keys(answers).length === 3 && !certificateId) {
        awarded += 100;
        certificateId = "cert-1";
        issued = certificateId;
      }
      points += awarded;
      return Response.json({
        ...document(),
        included: [userDocument({ ...user, points }).data],
        meta: { points_awarded: awarded, certificate_id: issued },
      });
    },
    "POST /v1/interviews/sales-manager/reset": () => {
      for (const key of Object.keys(answers)) delete answers[key];
      return Response.json(document());
    },
  });
  return api;
}

function renderInterview() {
  return renderWithProviders(
    <Routes>
      <Route path={routes.Interview} element={<InterviewPage />} />
    </Routes>,
    { route: "/training/practice/sales-manager", user },
  );
}

async function answer(choice: string) {
  await userEvent.click(screen.getByRole("button", { name: "Continue to the question" }));
  expect(screen.queryByRole("button", { name: "Submit answer" })).toBeNull();
  await userEvent.click(screen.getByRole("radio", { name: choice }));
  await userEvent.click(screen.getByRole("button", { name: "Submit answer" }));
  await screen.findByRole("heading", { name: "Feedback on your choice" });
}

describe("Practice interview", () => {
  it("resumes at the first unanswered question and shows the chosen answer's feedback and points", async () => {
    const api = practiceApi({ q1: "q1-good" });
    const { queryClient } = renderInterview();

    expect(await screen.findByText("Question 2 of 3")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Watch the candidate's answer" })).toBeTruthy();
    const video = document.querySelector("video") as HTMLVideoElement;
    expect(video.getAttribute("src")).toBe("/media/training/practice-candidate-answer.webm");
    expect(video.querySelector("track")?.getAttribute("kind")).toBe("captions");

    await answer("Ask for a concrete example (2)");
    expect(api.calls("POST /v1/interviews/sales-manager/answers")).toEqual([
      { question_id: "q2", answer_id: "q2-good" },
    ]);
    expect(screen.getByText("Good: examples show what the candidate really did (2).")).toBeTruthy();
    expect(screen.getByText("30 Candor points for this answer")).toBeTruthy();
    // The user from the answer replaces the session's: the top bar's points rise at once.
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionUser>(currentUserQueryKey)?.points).toBe(130),
    );
    expect(screen.getByText("2 of 3 questions answered")).toBeTruthy();
  });

  it("gives a weak answer's feedback with no points, and goes back to the clip", async () => {
    practiceApi();
    renderInterview();
    expect(await screen.findByText("Question 1 of 3")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Continue to the question" }));
    await userEvent.click(screen.getByRole("button", { name: "Watch video again" }));
    expect(screen.getByRole("heading", { name: "Watch the candidate's answer" })).toBeTruthy();
    await answer("Move on to the next topic (1)");
    expect(screen.getByText("You missed the chance to dig deeper (1).")).toBeTruthy();
    expect(screen.getByText("0 Candor points for this answer")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    expect(screen.getByText("Question 2 of 3")).toBeTruthy();
  });

  it("reopens an answered question at its feedback from the steps", async () => {
    practiceApi({ q1: "q1-weak" });
    renderInterview();
    await screen.findByText("Question 2 of 3");
    const steps = screen.getByRole("navigation", { name: "Questions" });
    expect(
      (
        within(steps).getByRole("button", {
          name: "Question 3, not answered yet",
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await userEvent.click(within(steps).getByRole("button", { name: "Question 1, answered" }));
    expect(screen.getByText("You missed the chance to dig deeper (1).")).toBeTruthy();
  });

  it("finishes with the Practice set certificate and its link", async () => {
    practiceApi({ q1: "q1-good", q2: "q2-good" });
    renderInterview();
    await screen.findByText("Question 3 of 3");
    await answer("Ask for a concrete example (3)");
    await userEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(screen.getByRole("heading", { name: "Practice set complete!" })).toBeTruthy();
    expect(screen.getByText("Practice set")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View certificate" }).getAttribute("href")).toBe(
      "/training/certificates/cert-1",
    );
  });

  it("starts over after a confirmation", async () => {
    const api = practiceApi({ q1: "q1-good", q2: "q2-weak", q3: "q3-good" });
    renderInterview();
    expect(await screen.findByRole("heading", { name: "Practice set complete!" })).toBeTruthy();
    await userEvent.click(screen.getAllByRole("button", { name: "Start over" })[0] as HTMLElement);
    const dialog = screen.getByRole("dialog", { name: "Start this practice set over?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Start over" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls("POST /v1/interviews/sales-manager/reset")).toHaveLength(1);
    expect(screen.getByText("Question 1 of 3")).toBeTruthy();
    expect(screen.getByText("0 of 3 questions answered")).toBeTruthy();
  });
});
