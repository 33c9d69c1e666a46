import { routes } from "@candor/shared/routes";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { candidateInterviewResource, reviewResource } from "../../../test/interviews-factories";
import { renderRoute } from "../../../test/render-route";
import ReviewCandidateInterviewPage from "./review-candidate-interview";

const admin = makeSessionUser();
const reviewer = makeSessionUser({ id: "u-rev", isAdmin: false, permissions: ["reviewer"] });
const GRACE_REVIEW = {
  id: "r-2",
  reviewer: { id: "u-2", first_name: "Grace", last_name: "Hopper", email: "grace@acme.test" },
  comment: "Strong on depth.",
  submitted_at: "2026-03-04T10:00:00.000Z",
  scores: [
    { criterion_id: "c-1", rating: 3 },
    { criterion_id: "c-2", rating: 5 },
  ],
  average: 4,
  updated_at: "2026-03-04T10:00:00.000Z",
};

function comment(id: string, seconds: number, body: string, authorId = "1") {
  return {
    id,
    type: "answer_comment",
    attributes: {
      answer_id: "a-1",
      candidate_interview_id: "ci-1",
      author: { id: authorId, first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test" },
      timestamp_seconds: seconds,
      body,
      created_at: "2026-03-04T10:00:00.000Z",
      updated_at: "2026-03-04T10:00:00.000Z",
    },
  };
}

function stubReview(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /v1/candidate_interviews/ci-1": () => Response.json({ data: reviewResource("ci-1") }),
    "GET /v1/prerecorded_answers/a-1/comments": () =>
      Response.json({ data: [comment("cm-1", 42, "Good example here")] }),
    "GET /v1/candidate_interviews/ci-1/notes": () => Response.json({ data: [] }),
    ...extra,
  });
}

function renderReview(user = admin) {
  return renderRoute(ReviewCandidateInterviewPage, {
    pattern: routes.ReviewCandidateInterview,
    route: "/hire/candidate-interviews/ci-1/review",
    user,
  });
}

const play = vi.fn(async () => undefined);
beforeEach(() => {
  play.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => play());
});
afterEach(() => vi.restoreAllMocks());

describe("a blind first pass and certified reviewers only (issue 16)", () => {
  it("shows Candidate N with the answer's audio, no video, notes or decision", async () => {
    const blind = reviewResource("ci-1", {
      blind: true,
      candidate_number: 7,
      first_name: null,
      last_name: null,
      email: "",
    });
    const question = blind.attributes.questions[0];
    if (question?.answer) {
      question.answer = {
        ...question.answer,
        video_url: null,
        content_type: null,
        audio_url: "/files/signed/a-1.audio.webm",
        audio_content_type: "audio/webm",
      };
    }
    stubReview({ "GET /v1/candidate_interviews/ci-1": () => Response.json({ data: blind }) });
    renderReview();
    expect(await screen.findByRole("heading", { level: 1, name: "Candidate 7" })).toBeTruthy();
    const audio = screen.getByLabelText("Audio of the answer to question 1");
    expect(audio.tagName).toBe("AUDIO");
    expect(document.querySelector("video")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Notes" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Decision" })).toBeNull();
  });

  it("offers the calibration exercise instead of the scorecard to an uncertified reviewer", async () => {
    stubReview({
      "GET /v1/candidate_interviews/ci-1": () =>
        Response.json({
          data: reviewResource("ci-1", { certified_reviewers_only: true, can_score: false }),
        }),
    });
    renderReview();
    expect(
      await screen.findByText(
        "Only certified reviewers score this interview. Take the calibration exercise — about 15 minutes",
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Take the calibration exercise" }).getAttribute("href"),
    ).toBe("/training/calibration");
  });
});

describe("reviewing a candidate's interview", () => {
  it("shows each answer's video beside its question, with a playback speed", async () => {
    stubReview();
    const user = userEvent.setup();
    renderReview();
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeTruthy();
    expect(screen.getByText("Completed")).toBeTruthy();
    expect(screen.getByText("Tell us about a hard bug you fixed.")).toBeTruthy();
    const video = screen.getByLabelText("Answer to question 1") as HTMLVideoElement;
    expect(video.querySelector("source")?.getAttribute("src")).toBe("/files/signed/a-1.webm");
    expect(video.querySelector("source")?.getAttribute("type")).toBe("video/webm");

    await user.selectOptions(screen.getByLabelText("Speed"), "1.5");
    expect(video.playbackRate).toBe(1.5);
    expect(
      [...(screen.getByLabelText("Speed") as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(["0.75", "1", "1.25", "1.5", "2"]);
  });

  it("plays from a comment's moment, and pins a new comment at the current time", async () => {
    const api = stubReview({
      "POST /v1/prerecorded_answers/a-1/comments": () =>
        Response.json({ data: comment("cm-2", 12.3, "Nice pause") }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole("button", { name: "Play from 0:42" }));
    const video = screen.getByLabelText("Answer to question 1") as HTMLVideoElement;
    expect(video.currentTime).toBe(42);
    expect(play).toHaveBeenCalledTimes(1);

    act(() => {
      video.currentTime = 12.34;
      video.dispatchEvent(new Event("timeupdate"));
    });
    await user.type(screen.getByLabelText("Comment at 0:12"), "Nice pause");
    await user.click(screen.getByRole("button", { name: "Comment at 0:12" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/prerecorded_answers/a-1/comments")).toEqual([
        { timestamp_seconds: 12.3, body: "Nice pause" },
      ]),
    );
  });

  it("hides the team's scores until mine is submitted, then shows them and the average", async () => {
    const submitted = reviewResource("ci-1", {
      status: "reviewed",
      my_review: {
        id: "r-1",
        reviewer: { id: "1", first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test" },
        comment: "Clear answers.",
        submitted_at: "2026-03-05T10:00:00.000Z",
        scores: [
          { criterion_id: "c-1", rating: 4 },
          { criterion_id: "c-2", rating: 2 },
        ],
        average: 3,
        updated_at: "2026-03-05T10:00:00.000Z",
      },
      others_visible: true,
      reviews: [GRACE_REVIEW],
      average: {
        overall: 3.5,
        reviews_count: 2,
        by_criterion: [
          { criterion_id: "c-1", average: 3.5, count: 2 },
          { criterion_id: "c-2", average: 3.5, count: 2 },
        ],
      },
    });
    const api = stubReview({
      "PUT /v1/candidate_interviews/ci-1/review": () => Response.json({ data: submitted }),
    });
    const user = userEvent.setup();
    renderReview();
    expect(
      await screen.findByText(
        "You'll see the other reviewers' scores and the average after you submit your own.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Grace Hopper", { selector: "p" })).toBeNull();
    expect(screen.queryByText(/Average:/)).toBeNull();

    // Submitting needs every criterion rated.
    const communication = screen.getByRole("group", { name: "Communication" });
    await user.click(within(communication).getByRole("radio", { name: "4 of 5" }));
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Rate every criterion before submitting.")).toBeTruthy();
    expect(screen.getByText("Rate this criterion.")).toBeTruthy();
    expect(api.calls("PUT /v1/candidate_interviews/ci-1/review")).toHaveLength(0);

    const depth = screen.getByRole("group", { name: "Depth" });
    await user.click(within(depth).getByRole("radio", { name: "2 of 5" }));
    await user.type(screen.getByLabelText("Overall comment (optional)"), "Clear answers.");
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    await waitFor(() =>
      expect(api.calls("PUT /v1/candidate_interviews/ci-1/review")).toEqual([
        {
          scores: [
            { criterion_id: "c-1", rating: 4 },
            { criterion_id: "c-2", rating: 2 },
          ],
          comment: "Clear answers.",
          submit: true,
        },
      ]),
    );
    expect(await screen.findByText("Average: 3.5")).toBeTruthy();
    expect(screen.getByText("Strong on depth.")).toBeTruthy();
    expect(screen.getByText(/You submitted your review on/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit review" })).toBeNull();
  });

  it("saves a draft with the criteria rated so far", async () => {
    const api = stubReview({
      "PUT /v1/candidate_interviews/ci-1/review": () =>
        Response.json({ data: reviewResource("ci-1") }),
    });
    const user = userEvent.setup();
    renderReview();
    const communication = await screen.findByRole("group", { name: "Communication" });
    await user.click(within(communication).getByRole("radio", { name: "5 of 5" }));
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(api.calls("PUT /v1/candidate_interviews/ci-1/review")).toEqual([
        { scores: [{ criterion_id: "c-1", rating: 5 }], comment: "", submit: false },
      ]),
    );
    expect(await screen.findByText("Draft saved.")).toBeTruthy();
  });

  it("decides, confirming and optionally emailing the candidate; a reviewer decides too", async () => {
    const api = stubReview({
      "POST /v1/candidate_interviews/ci-1/decision": () =>
        Response.json({
          data: candidateInterviewResource("ci-1", {
            status: "advanced",
            decision: "advance",
            decided_at: "2026-03-06T10:00:00.000Z",
          }),
        }),
      // The organization emails on advance (issue 17): the box starts ticked.
      "GET /v1/organizations/current/candidate_emails": () =>
        Response.json({
          data: {
            id: "org-1",
            type: "candidate_email_settings",
            attributes: { email_on_advance: true, email_on_reject: false },
          },
        }),
    });
    const user = userEvent.setup();
    const { unmount } = renderReview();
    await user.click(await screen.findByRole("button", { name: "Advance" }));
    const dialog = await screen.findByRole("dialog", { name: "Advance Grace Hopper?" });
    const notify = within(dialog).getByLabelText<HTMLInputElement>("Notify the candidate by email");
    await waitFor(() => expect(notify.checked).toBe(true));
    await user.click(notify);
    await user.click(within(dialog).getByRole("button", { name: "Advance" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/candidate_interviews/ci-1/decision")).toEqual([
        { decision: "advance", notify_candidate: false },
      ]),
    );
    expect(await screen.findByText("Grace Hopper advanced.")).toBeTruthy();
    expect(await screen.findByText("Advanced")).toBeTruthy();
    unmount();

    renderReview(reviewer);
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hold" }));
    const hold = await screen.findByRole("dialog", { name: "Put Grace Hopper on hold?" });
    await user.click(within(hold).getByRole("button", { name: "Hold" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/candidate_interviews/ci-1/decision").at(-1)).toEqual({
        decision: "hold",
        notify_candidate: false,
      }),
    );
    // A reviewer has no interview page to go back to: the way back is the dashboard.
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe(
      "/hire/dashboard",
    );
  });

  it("adds, edits and deletes one's own notes", async () => {
    const first = {
      id: "n-1",
      type: "candidate_interview_note",
      attributes: {
        candidate_interview_id: "ci-1",
        author: { id: "1", first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test" },
        body: "Call back next week",
        created_at: "2026-03-04T10:00:00.000Z",
        updated_at: "2026-03-04T10:00:00.000Z",
      },
    };
    let notes = [first];
    const api = stubReview({
      "GET /v1/candidate_interviews/ci-1/notes": () => Response.json({ data: notes }),
      "POST /v1/candidate_interviews/ci-1/notes": () => Response.json({ data: first }),
      "PUT /v1/candidate_interview_notes/n-1": ({ body }) => {
        const edited = {
          ...first,
          attributes: { ...first.attributes, body: (body as { body: string }).body },
        };
        notes = [edited];
        return Response.json({ data: edited });
      },
      "DELETE /v1/candidate_interview_notes/n-1": () => {
        notes = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderReview();
    expect(await screen.findByText("Call back next week")).toBeTruthy();
    await user.type(screen.getByLabelText("Add a note for the team"), "Strong candidate");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/candidate_interviews/ci-1/notes")).toEqual([
        { body: "Strong candidate" },
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Edit" }));
    const edit = screen.getByLabelText("Edit your note");
    await user.clear(edit);
    await user.type(edit, "Call back on Monday");
    await user.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Call back on Monday")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this note?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete note" }));
    expect(await screen.findByText("No notes yet.")).toBeTruthy();
  });
});
