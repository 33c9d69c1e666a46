import { routes } from "@candor/shared/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { currentUserQueryKey, type SessionUser } from "../../../lib/auth/session-api";
import {
  errorResponse,
  fieldErrorResponse,
  type StubHandler,
  stubApi,
} from "../../../test/api-stub";
import { appConfigBody, makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import {
  curriculumDocument,
  makeWirePart,
  makeWireQuestion,
  makeWireQuiz,
  makeWireVideo,
} from "../../../test/training-factories";
import CurriculumPage from "./curriculum";
import TrainingNotAvailable from "./training-not-available";

const user = makeSessionUser({ firstName: "Ada", points: 40 });
const CURRICULUM_PATH = "/v1/curriculums/essentials";

type Document = ReturnType<typeof curriculumDocument>;

/** Where the router is, for the tests of the address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(route: string, handlers: Record<string, StubHandler>) {
  const api = stubApi({
    "GET /v1/users/current": () => Response.json(userDocument(user)),
    ...handlers,
  });
  const rendered = renderWithProviders(
    <>
      <Routes>
        <Route path={routes.Curriculum} element={<CurriculumPage />} />
        <Route path={routes.TrainingNotAvailable} element={<TrainingNotAvailable />} />
        <Route path={routes.Certificate} element={<h1>Certificate page</h1>} />
      </Routes>
      <Address />
    </>,
    { route, user },
  );
  return { ...api, ...rendered };
}

/** The award of SPEC §7 that a watched mark or a submission answers in meta. */
function award(certificateId: string | null, progress = 100) {
  return { points_awarded: 50, curriculum_progress: progress, certificate_id: certificateId };
}

/** The watched mark's answer (MarkWatchedDocument): the updated user, the award in meta. */
function watchedDocument(
  videoId: string,
  {
    points = user.points,
    certificateId = null,
  }: { points?: number; certificateId?: string | null } = {},
) {
  return {
    ...userDocument({ ...user, points }),
    meta: { ...award(certificateId), curriculum_video_id: videoId, is_watched: true },
  };
}

/** A quiz submission's answer (QuizAnswersDocument): the updated user, the grading in meta. */
function quizAnswersDocument(
  quizId: string,
  answerIds: string[],
  {
    points = user.points,
    certificateId = null,
  }: { points?: number; certificateId?: string | null } = {},
) {
  return {
    ...userDocument({ ...user, points }),
    meta: {
      ...award(certificateId),
      quiz_id: quizId,
      attempt: 1,
      correct: true,
      correct_count: answerIds.length,
      questions_count: answerIds.length,
      results: answerIds.map((id) => ({
        question_id: id.replace(/-[a-z]$/, ""),
        answer_ids: [id],
        correct: true,
      })),
    },
  };
}

/** The playback log's answer (VideoProgressDocument). */
function videoProgressDocument(videoId: string) {
  return {
    data: {
      id: videoId,
      type: "video_progress",
      attributes: {
        curriculum_video_id: videoId,
        last_position: 0,
        is_watched: false,
        watched_at: null,
      },
    },
  };
}

function serve(document: Document): StubHandler {
  return () => Response.json(document);
}

/** Two parts: v1 (with a two-question quiz) and v2; then v3. */
function essentials(overrides: Parameters<typeof curriculumDocument>[1] = {}) {
  return curriculumDocument(
    [
      makeWirePart("p1", [
        makeWireVideo("v1", { transcript: "", quizzes: [makeWireQuiz("z1")] }),
        makeWireVideo("v2"),
      ]),
      makeWirePart("p2", [makeWireVideo("v3")]),
    ],
    { slug: "essentials", ...overrides },
  );
}

function videoElement(): HTMLVideoElement {
  const element = document.querySelector("video");
  if (!element) throw new Error("no video element");
  return element;
}

/** happy-dom plays nothing: set where playback is, then tell the page. */
function playTo(element: HTMLVideoElement, currentTime: number, duration: number) {
  Object.defineProperty(element, "duration", { configurable: true, value: duration });
  Object.defineProperty(element, "paused", { configurable: true, value: false });
  element.currentTime = currentTime;
  fireEvent.timeUpdate(element);
}

describe("the curriculum page", () => {
  it("selects the videoId video and shows the panels of SPEC §2", async () => {
    renderPage("/training/learn/essentials?videoId=v2", {
      [`GET ${CURRICULUM_PATH}`]: serve(essentials()),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Video v2" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Interviewing Essentials" })).toBeTruthy();
    // Parts numbered from 1, videos with duration, quizzes with their question count.
    const panel = screen.getByRole("complementary", { name: "Course contents" });
    expect(within(panel).getByRole("button", { name: /Part 1: Part p1/ })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: /Part 2: Part p2/ })).toBeTruthy();
    expect(within(panel).getByText("2 questions")).toBeTruthy();
    expect(within(panel).getAllByText("01:35").length).toBeGreaterThan(0);
    // No points yet: no badge.
    expect(screen.queryByText("TRACK Candor POINTS")).toBeNull();
    // Notes panel, Add Note and the two tabs.
    expect(screen.getByRole("heading", { name: "My Notes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Note" })).toBeTruthy();
    expect(screen.getByText("Transcript of v2.")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Other Resources" }));
    expect(
      screen.getByRole("link", { name: /Interview questions guide/ }).getAttribute("href"),
    ).toBe("/resources/interview-questions-guide.pdf");
    expect(screen.getByRole("link", { name: /Position profile template/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Interview scorecard template/ })).toBeTruthy();
  });

  it("opens the first unwatched video, says when it has no transcript, and shows the points badge", async () => {
    renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: serve(essentials({ user_points: 60 })),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Video v1" })).toBeTruthy();
    expect(screen.getByText("No transcript available.")).toBeTruthy();
    expect(screen.getByText("TRACK Candor POINTS")).toBeTruthy();
    const player = videoElement();
    expect(player.getAttribute("poster")).toBe("/media/training/v1.jpg");
    expect(player.querySelector("track")?.getAttribute("src")).toBe("/media/training/v1.vtt");
  });

  it("keeps the video on screen in the address, so a reload comes back to it", async () => {
    renderPage("/training/learn/essentials", { [`GET ${CURRICULUM_PATH}`]: serve(essentials()) });
    expect(await screen.findByRole("heading", { level: 2, name: "Video v1" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe(
        "/training/learn/essentials?videoId=v1",
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: /Video v2/ }));
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe(
        "/training/learn/essentials?videoId=v2",
      ),
    );
  });

  it("says 'Nothing here yet.' and 'No videos available.' for a curriculum without videos", async () => {
    renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: serve(curriculumDocument([], { slug: "essentials" })),
    });
    expect(await screen.findByText("Nothing here yet.")).toBeTruthy();
    expect(screen.getByText("No videos available.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "My Notes" })).toBeNull();
  });

  it("shows an external video as unavailable instead of loading it", async () => {
    const document = curriculumDocument(
      [makeWirePart("p1", [makeWireVideo("w1", { wistia_id: "abc123", media_url: null })])],
      { slug: "essentials" },
    );
    renderPage("/training/learn/essentials", { [`GET ${CURRICULUM_PATH}`]: serve(document) });
    expect(await screen.findByText("External video unavailable")).toBeTruthy();
    expect(document && window.document.querySelector("video")).toBeNull();
  });

  it("sends a course the plan leaves out to /training/not-available, with the way to upgrade", async () => {
    renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: () => errorResponse("training_not_available", 403),
    });
    expect(
      await screen.findByRole("heading", { name: "This course isn't part of your plan" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe(
      "/plans?changing_plan=true",
    );
  });
});

describe("watching a video", () => {
  function watchHandlers() {
    let watched = false;
    return {
      [`GET ${CURRICULUM_PATH}`]: () =>
        Response.json(
          curriculumDocument(
            [
              makeWirePart("p1", [
                makeWireVideo("v1", { is_watched: watched }),
                makeWireVideo("v2"),
              ]),
            ],
            { slug: "essentials" },
          ),
        ),
      "PUT /v1/curriculum_videos/v1/watched": () => {
        watched = true;
        return Response.json(watchedDocument("v1", { points: 50 }));
      },
      "GET /v1/users/current": () =>
        Response.json(userDocument({ ...user, points: watched ? 50 : 40 })),
      "PUT /v1/curriculum_videos/v1/log": () => Response.json(videoProgressDocument("v1")),
    } satisfies Record<string, StubHandler>;
  }

  it("marks it watched at 90% played, reloads the user and refreshes the curriculum", async () => {
    const { calls, queryClient } = renderPage("/training/learn/essentials", watchHandlers());
    await screen.findByRole("heading", { level: 2, name: "Video v1" });
    const player = videoElement();
    playTo(player, 80, 100);
    expect(calls("PUT /v1/curriculum_videos/v1/watched")).toEqual([]);
    playTo(player, 90, 100);
    await waitFor(() =>
      expect(calls("PUT /v1/curriculum_videos/v1/watched")).toEqual([{ watched: "true" }]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionUser>(currentUserQueryKey)?.points).toBe(50),
    );
    expect(await screen.findByText("Watched")).toBeTruthy();
    expect(calls("PUT /v1/curriculum_videos/v1/log").length).toBeGreaterThan(0);
    // Once only.
    playTo(player, 95, 100);
    expect(calls("PUT /v1/curriculum_videos/v1/watched")).toHaveLength(1);
  });

  it("marks it watched at 1% with the quick-watch flag", async () => {
    const { calls } = renderPage("/training/learn/essentials", {
      ...watchHandlers(),
      "GET /v1/config": () => Response.json(appConfigBody({ quick_watch: true })),
    });
    await screen.findByRole("heading", { level: 2, name: "Video v1" });
    // The flag arrives with the configuration.
    await waitFor(() => {
      playTo(videoElement(), 1, 100);
      expect(calls("PUT /v1/curriculum_videos/v1/watched")).toHaveLength(1);
    });
  });

  it("says so when the watched mark finishes the curriculum and earns the certificate", async () => {
    renderPage("/training/learn/essentials", {
      ...watchHandlers(),
      "PUT /v1/curriculum_videos/v1/watched": () =>
        Response.json(watchedDocument("v1", { certificateId: "cert-1" })),
    });
    await screen.findByRole("heading", { level: 2, name: "Video v1" });
    playTo(videoElement(), 95, 100);
    const news = await screen.findByText("Certificate earned!");
    const status = news.closest('[role="status"]');
    if (!(status instanceof HTMLElement)) throw new Error("not in a live region");
    expect(status.textContent).toContain("You've completed Interviewing Essentials.");
    await userEvent.click(within(status).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Certificate earned!")).toBeNull();
  });

  it("says nothing of a certificate when the mark issues none", async () => {
    const { calls } = renderPage("/training/learn/essentials", {
      ...watchHandlers(),
      "PUT /v1/curriculum_videos/v1/watched": () => Response.json(watchedDocument("v1")),
    });
    await screen.findByRole("heading", { level: 2, name: "Video v1" });
    playTo(videoElement(), 95, 100);
    await waitFor(() => expect(calls("PUT /v1/curriculum_videos/v1/watched")).toHaveLength(1));
    // The curriculum is refreshed after the mark: by then the news would be there.
    await waitFor(() => expect(calls(`GET ${CURRICULUM_PATH}`)).toHaveLength(2));
    expect(screen.queryByText("Certificate earned!")).toBeNull();
  });

  it("keeps playing when the watched mark fails", async () => {
    renderPage("/training/learn/essentials", {
      ...watchHandlers(),
      "PUT /v1/curriculum_videos/v1/watched": () => errorResponse("internal_error", 500),
    });
    await screen.findByRole("heading", { level: 2, name: "Video v1" });
    playTo(videoElement(), 95, 100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Video v1" })).toBeTruthy();
  });

  it("opens the video's first quiz when it ends; else the next video; else the section results", async () => {
    renderPage("/training/learn/essentials", { [`GET ${CURRICULUM_PATH}`]: serve(essentials()) });
    await screen.findByRole("heading", { level: 2, name: "Video v1" });
    fireEvent.ended(videoElement());
    expect(await screen.findByRole("heading", { name: "Quiz z1" })).toBeTruthy();
    // Notes are hidden during a quiz.
    expect(screen.queryByRole("heading", { name: "My Notes" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: /Video v2/ }));
    fireEvent.ended(videoElement());
    expect(await screen.findByRole("heading", { name: "Part p1 Results" })).toBeTruthy();
    expect(screen.getByText("You're making great progress, Ada!")).toBeTruthy();
    expect(screen.getByText("0% completed")).toBeTruthy();
    expect(screen.getByText("0 Candor points earned")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "My Notes" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Continue to Next Section" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Video v3" })).toBeTruthy();
  });
});

describe("taking a quiz", () => {
  async function openQuiz() {
    await userEvent.click(await screen.findByRole("button", { name: /Quiz z1/ }));
    expect(await screen.findByRole("heading", { name: /^Quiz z1/ })).toBeTruthy();
  }

  async function answerBothQuestions() {
    await userEvent.click(screen.getByRole("button", { name: "Start quiz" }));
    expect(screen.getByText("Question 1 of 2")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit Answer" })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Right z1q1" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(screen.getByText("Correct!")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    expect(screen.getByText("Question 2 of 2")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Wrong z1q2" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(screen.getByText("Not quite.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "See results" }));
    expect(screen.getByText("1 of 2 correct")).toBeTruthy();
    expect(screen.getAllByText("Revisit")).toHaveLength(1);
  }

  it("submits the answers, shows the notice, updates the user and moves on", async () => {
    const { calls, queryClient } = renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: serve(essentials()),
      "POST /v1/quizzes/z1/answers": () =>
        Response.json(quizAnswersDocument("z1", ["z1q1-a", "z1q2-b"], { points: 90 })),
    });
    await openQuiz();
    await answerBothQuestions();
    await userEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(await screen.findByText("Quiz answers submitted successfully")).toBeTruthy();
    expect(calls("POST /v1/quizzes/z1/answers")).toEqual([{ answer_ids: "z1q1-a,z1q2-b" }]);
    expect(queryClient.getQueryData<SessionUser>(currentUserQueryKey)?.points).toBe(90);
    // No further quiz on v1: the next video of the part.
    expect(await screen.findByRole("heading", { level: 2, name: "Video v2" })).toBeTruthy();
  });

  it("says so when the submission finishes the curriculum, with the way to the certificate", async () => {
    renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: serve(essentials()),
      "POST /v1/quizzes/z1/answers": () =>
        Response.json(quizAnswersDocument("z1", ["z1q1-a", "z1q2-b"], { certificateId: "cert-9" })),
    });
    await openQuiz();
    await answerBothQuestions();
    await userEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(await screen.findByText("Certificate earned!")).toBeTruthy();
    // It stays while the page moves on to the next video.
    expect(await screen.findByRole("heading", { level: 2, name: "Video v2" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "See your certificate" }));
    expect(await screen.findByRole("heading", { name: "Certificate page" })).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe("/training/certificates/cert-9");
  });

  it("shows a failed submission in the red banner and keeps the results", async () => {
    renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: serve(essentials()),
      "POST /v1/quizzes/z1/answers": () => fieldErrorResponse({ answer_ids: ["required"] }),
    });
    await openQuiz();
    await answerBothQuestions();
    await userEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Some fields need your attention.",
    );
    expect(screen.getByText("1 of 2 correct")).toBeTruthy();
  });

  it("opens a completed quiz at its results, retakes it, and skips from the overview", async () => {
    const document = curriculumDocument(
      [
        makeWirePart("p1", [
          makeWireVideo("v1", {
            quizzes: [makeWireQuiz("z1", { completed: true, answers_ids: ["z1q1-a", "z1q2-a"] })],
          }),
        ]),
        makeWirePart("p2", [makeWireVideo("v3")]),
      ],
      { slug: "essentials" },
    );
    const { calls } = renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: serve(document),
    });
    await openQuiz();
    expect(screen.getByRole("heading", { name: "Quiz z1: results" })).toBeTruthy();
    expect(screen.getByText("2 of 2 correct")).toBeTruthy();
    expect(screen.queryByText("Revisit")).toBeNull();
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
    // Its points were paid with the first submission: a retake is told it earns no more.
    expect(
      screen.getByText("You've earned this quiz's 50 Candor points; retakes don't earn more."),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retake quiz" }));
    expect(screen.getByRole("button", { name: "Start quiz" })).toBeTruthy();
    expect(
      screen.getByText("You've earned its 50 Candor points; a retake doesn't earn more."),
    ).toBeTruthy();
    // Skip: no next quiz or video in the part, and the next video starts a new part.
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(await screen.findByRole("heading", { name: "Part p1 Results" })).toBeTruthy();
    expect(calls("POST /v1/quizzes/z1/answers")).toEqual([]);
  });

  it("walks a practice: clip, question with WATCH VIDEO AGAIN, feedback, submission", async () => {
    const practice = makeWireQuiz("x1", {
      quiz_type: "practice",
      candor_points: 100,
      quiz_questions: [
        makeWireQuestion("x1q1", {
          correct_answers_ids: [],
          video_title: "The rambler answers",
          video_url: "/media/training/the-rambler.webm",
          quiz_answers: [
            { id: "x1q1-a", text: "Steer back", points: 10, description: "Kind and firm." },
            { id: "x1q1-b", text: "Let it run", points: 0, description: "Time is lost." },
          ],
        }),
      ],
    });
    const { calls } = renderPage("/training/learn/essentials", {
      [`GET ${CURRICULUM_PATH}`]: serve(
        curriculumDocument([makeWirePart("p1", [makeWireVideo("v1", { quizzes: [practice] })])], {
          slug: "essentials",
        }),
      ),
      "POST /v1/quizzes/x1/answers": () => Response.json(quizAnswersDocument("x1", ["x1q1-a"])),
    });
    await userEvent.click(await screen.findByRole("button", { name: /Quiz x1/ }));
    await userEvent.click(screen.getByRole("button", { name: "Start practice" }));
    expect(screen.getByText("step 1 of 2")).toBeTruthy();
    fireEvent.ended(videoElement());
    expect(screen.getByText("Step 2 of 2")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "WATCH VIDEO AGAIN" }));
    expect(screen.getByText("step 1 of 2")).toBeTruthy();
    fireEvent.ended(videoElement());
    await userEvent.click(screen.getByRole("radio", { name: "Steer back" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(screen.getByText("Kind and firm.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Finish practice" }));
    expect(await screen.findByText("Practice answers submitted successfully")).toBeTruthy();
    expect(calls("POST /v1/quizzes/x1/answers")).toEqual([{ answer_ids: "x1q1-a" }]);
  });
});
