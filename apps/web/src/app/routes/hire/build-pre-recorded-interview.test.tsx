import { routes } from "@candor/shared/routes";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import {
  interviewQuestion,
  interviewResource,
  listDocument,
} from "../../../test/interviews-factories";
import { positionResource } from "../../../test/positions-factories";
import { renderRoute } from "../../../test/render-route";
import BuildPreRecordedInterviewPage from "./build-pre-recorded-interview";

const admin = makeSessionUser();

const libraryQuestion = {
  id: "6a1f1c0e-0000-4000-8000-000000000001",
  type: "prerecorded_question",
  attributes: {
    text: "Tell us about a time you disagreed with a teammate.",
    category: { id: "cat-1", name: "Teamwork" },
    answer_time_seconds: 90,
    video: null,
    is_library: true,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  },
};

function stubBuilder(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /v1/positions/p-1": () =>
      Response.json({ data: positionResource("p-1", { title: "Backend Engineer" }) }),
    "GET /v1/scorecards/templates": () => Response.json({ data: [] }),
    "GET /v1/scorecards": () => listDocument([]),
    "GET /v1/categories": () =>
      Response.json({
        data: [
          {
            id: "cat-1",
            type: "category",
            attributes: {
              name: "Teamwork",
              is_library: true,
              questions_count: 1,
              created_at: "2026-01-01T00:00:00.000Z",
              updated_at: "2026-01-01T00:00:00.000Z",
            },
          },
        ],
      }),
    "GET /v1/prerecorded_questions": () => listDocument([libraryQuestion]),
    "POST /v1/prerecorded_interviews": ({ body }) =>
      Response.json(
        { data: interviewResource("i-new", { title: (body as { title: string }).title }) },
        { status: 201 },
      ),
    ...extra,
  });
}

function renderBuilder(
  route = "/hire/positions/p-1/pre-recorded-interviews/build-pre-recorded-interview",
) {
  return renderRoute(BuildPreRecordedInterviewPage, {
    pattern: routes.BuildPreRecordedInterview,
    route,
    user: admin,
  });
}

/*
 * happy-dom lays nothing out: every element measures 0×0, so dnd-kit's keyboard sensor would
 * find no question below another. Each question row gets a rect from its place in the list.
 */
let restoreRects: (() => void) | null = null;
beforeEach(() => {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.dataset.testid === "builder-question" && this.parentElement) {
      const index = [...this.parentElement.children].indexOf(this);
      const top = index * 200;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 600,
        height: 180,
        right: 600,
        bottom: top + 180,
        toJSON: () => ({}),
      } as DOMRect;
    }
    return original.call(this);
  };
  restoreRects = () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
});
afterEach(() => restoreRects?.());

describe("the interview builder", () => {
  it("asks for a title and at least one question, with translated messages", async () => {
    const api = stubBuilder();
    const user = userEvent.setup();
    renderBuilder();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Build a pre-recorded interview" }),
    ).toBeTruthy();
    expect(await screen.findByText(/For Backend Engineer\./)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Create interview" }));
    expect(await screen.findByText("Add at least one question.")).toBeTruthy();
    const title = screen.getByLabelText("Title");
    expect(title.getAttribute("aria-invalid")).toBe("true");

    // A question written on the spot must say something.
    await user.click(screen.getByRole("button", { name: "Write a question" }));
    const question = await screen.findByLabelText("Question 1");
    await waitFor(() => expect(document.activeElement).toBe(question));
    await user.type(title, "First round");
    await user.click(screen.getByRole("button", { name: "Create interview" }));
    await waitFor(() => expect(question.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByText("Add at least one question.")).toBeNull();
    expect(api.calls("POST /v1/prerecorded_interviews")).toHaveLength(0);

    // A deadline in the past is refused.
    fireEvent.change(screen.getByLabelText("Deadline (optional)"), {
      target: { value: "2001-01-01" },
    });
    fireEvent.blur(screen.getByLabelText("Deadline (optional)"));
    expect(await screen.findByText("Choose today or a later day.")).toBeTruthy();
  });

  it("adds a question from the library with its suggested answer length, and creates the interview", async () => {
    const api = stubBuilder();
    const user = userEvent.setup();
    const { router } = renderBuilder();
    await user.type(await screen.findByLabelText("Title"), "First round");
    await user.click(screen.getByRole("button", { name: "Add from the library" }));
    const dialog = await screen.findByRole("dialog", { name: "Add from the library" });
    await user.type(within(dialog).getByLabelText("Search questions"), "disagreed");
    await user.selectOptions(within(dialog).getByLabelText("Category"), "cat-1");
    await waitFor(() => {
      const last = new URL(String(api.fetchMock.mock.calls.at(-1)?.[0]), "http://localhost")
        .searchParams;
      expect(last.get("q")).toBe("disagreed");
      expect(last.get("category_id")).toBe("cat-1");
    });
    await user.click(
      within(dialog).getByRole("button", {
        name: "Add question: Tell us about a time you disagreed with a teammate.",
      }),
    );
    expect(
      within(dialog).getByRole("button", {
        name: "Added: Tell us about a time you disagreed with a teammate.",
      }),
    ).toHaveProperty("disabled", true);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));

    const question = screen.getByLabelText("Question 1") as HTMLTextAreaElement;
    expect(question.value).toBe("Tell us about a time you disagreed with a teammate.");
    expect(screen.getByText("From the library")).toBeTruthy();
    expect((screen.getByLabelText("Maximum answer length") as HTMLSelectElement).value).toBe("90");

    await user.selectOptions(screen.getByLabelText("Retakes"), "3");
    await user.click(screen.getByRole("button", { name: "Create interview" }));
    await waitFor(() => expect(api.calls("POST /v1/prerecorded_interviews")).toHaveLength(1));
    expect(api.calls("POST /v1/prerecorded_interviews")[0]).toEqual({
      position_id: "p-1",
      title: "First round",
      welcome_message: null,
      deadline: null,
      scorecard_id: null,
      questions: [
        {
          text: "Tell us about a time you disagreed with a teammate.",
          source_question_id: libraryQuestion.id,
          think_time_seconds: 30,
          answer_time_seconds: 90,
          retakes_allowed: 3,
        },
      ],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        "/hire/positions/p-1/pre-recorded-interviews/i-new",
      ),
    );
  });

  it("offers an optional welcome video, and refuses a file that is not a video before sending it", async () => {
    stubBuilder();
    const user = userEvent.setup({ applyAccept: false });
    renderBuilder();
    const field = await screen.findByRole("group", { name: "Welcome video (optional)" });
    const input = within(field).getByLabelText("Upload a video");
    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect((await within(field).findByRole("alert")).textContent).toMatch(/video/i);
    expect(within(field).queryByRole("progressbar")).toBeNull();
  });

  it("reorders questions from the keyboard: Space picks up, arrows move, Space drops", async () => {
    stubBuilder();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByLabelText("Title");
    await user.click(screen.getByRole("button", { name: "Write a question" }));
    await user.type(await screen.findByLabelText("Question 1"), "First");
    await user.click(screen.getByRole("button", { name: "Write a question" }));
    await user.type(await screen.findByLabelText("Question 2"), "Second");

    const handle = screen.getByRole("button", { name: "Move question 1" });
    act(() => handle.focus());
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowDown]");
    await user.keyboard("[Space]");

    await waitFor(() =>
      expect((screen.getByLabelText("Question 1") as HTMLTextAreaElement).value).toBe("Second"),
    );
    expect((screen.getByLabelText("Question 2") as HTMLTextAreaElement).value).toBe("First");
    expect(screen.getByText("Question 1 dropped at position 2.", { exact: false })).toBeTruthy();
  });

  it("says that a locked version's question changes make the next version", async () => {
    const locked = interviewResource("i-1", {
      title: "First round",
      current_version: 2,
      version: {
        number: 2,
        is_current: true,
        locked_at: "2026-03-04T10:00:00.000Z",
        created_at: "2026-03-01T10:00:00.000Z",
      },
      questions: [interviewQuestion("q-1", 0, { text: "Why us?" })],
      scorecard_id: "sc-1",
    });
    const api = stubBuilder({
      "GET /v1/scorecards": () =>
        listDocument([
          {
            id: "sc-1",
            type: "scorecard",
            attributes: {
              name: "Engineering",
              is_template: false,
              is_library: false,
              criteria: [],
              positions: [],
              prerecorded_interviews: [],
              created_at: "2026-01-01T00:00:00.000Z",
              updated_at: "2026-01-01T00:00:00.000Z",
            },
          },
        ]),
      "GET /v1/prerecorded_interviews/i-1": () => Response.json({ data: locked }),
      "GET /v1/prerecorded_interviews/public/0b8e7c36-2a55-4a7e-9b8e-3f3c2f3f6a10": () =>
        Response.json({ code: "not_found", message: "not_found" }, { status: 404 }),
      "PUT /v1/prerecorded_interviews/i-1": () =>
        fieldErrorResponse({ "questions.0.text": ["too_long"] }),
    });
    const user = userEvent.setup();
    renderBuilder(
      "/hire/positions/p-1/pre-recorded-interviews/build-pre-recorded-interview?interview=i-1",
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Edit the interview" }),
    ).toBeTruthy();
    expect(screen.getByText(/Candidates have started version 2/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
    // The scorecard shows once the choices arrive.
    await waitFor(() =>
      expect((screen.getByLabelText("Scorecard") as HTMLSelectElement).value).toBe("sc-1"),
    );

    await user.type(screen.getByLabelText("Question 1"), " Tell us.");
    expect(screen.getByText(/Saving will create version 3/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save as version 3" }));
    await waitFor(() => expect(api.calls("PUT /v1/prerecorded_interviews/i-1")).toHaveLength(1));
    expect(api.calls("PUT /v1/prerecorded_interviews/i-1")[0]).toMatchObject({
      title: "First round",
      questions: [{ id: "q-1", text: "Why us? Tell us." }],
    });
    expect(api.calls("PUT /v1/prerecorded_interviews/i-1")[0]).not.toHaveProperty("deadline");
    // The server's field error lands on the question.
    expect(await screen.findByText("Too many characters.")).toBeTruthy();
  });

  it("previews what the candidate sees: title, welcome, question count and conditions", async () => {
    stubBuilder();
    const user = userEvent.setup();
    renderBuilder();
    await user.type(await screen.findByLabelText("Title"), "First round");
    await user.click(screen.getByRole("button", { name: "Write a question" }));
    await user.click(screen.getByRole("button", { name: "Write a question" }));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview" });
    expect(within(dialog).getByRole("heading", { name: "First round" })).toBeTruthy();
    expect(within(dialog).getByText("Acme")).toBeTruthy();
    expect(within(dialog).getByText("Backend Engineer")).toBeTruthy();
    const conditions = (term: string) =>
      within(dialog).getByText(term).closest("div")?.querySelector("dd")?.textContent;
    expect(conditions("Questions")).toBe("2");
    expect(conditions("Longest answer")).toBe("2 minutes");
    expect(conditions("Retakes per question")).toBe("1 retake");
    expect(conditions("Deadline")).toBe("No deadline");
    expect(within(dialog).getByRole("button", { name: "Start the interview" })).toHaveProperty(
      "disabled",
      true,
    );
  });
  it("proposes a scorecard for a new interview whose position has none, and none when it has one", async () => {
    const template = {
      id: "tpl-1",
      type: "scorecard",
      attributes: {
        name: "Candor: General screening",
        is_template: true,
        is_library: true,
        criteria: [],
        positions: [],
        prerecorded_interviews: [],
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      },
    };
    stubBuilder({ "GET /v1/scorecards/templates": () => Response.json({ data: [template] }) });
    const first = renderBuilder();
    await waitFor(() =>
      expect((screen.getByLabelText("Scorecard") as HTMLSelectElement).value).toBe("tpl-1"),
    );
    first.unmount();

    stubBuilder({
      "GET /v1/positions/p-1": () =>
        Response.json({ data: positionResource("p-1", { scorecard_id: "sc-position" }) }),
      "GET /v1/scorecards/templates": () => Response.json({ data: [template] }),
    });
    renderBuilder();
    const select = await screen.findByLabelText("Scorecard");
    await screen.findByRole("option", { name: "The position's scorecard" });
    expect((select as HTMLSelectElement).value).toBe("");
  });

  it("starts a new interview's blind first pass switch from the company's default", async () => {
    const policy = (blindReviewDefault: boolean) => () =>
      Response.json({
        data: {
          id: "org-1",
          type: "review_policy",
          attributes: {
            blind_review_default: blindReviewDefault,
            calibration_pass_threshold: 0.75,
            certification_valid_months: 12,
            updated_at: null,
          },
        },
      });
    const api = stubBuilder({ "GET /v1/organizations/current/review_policy": policy(false) });
    const user = userEvent.setup();
    const first = renderBuilder();
    const blind = await screen.findByRole("checkbox", { name: "Blind first pass" });
    await waitFor(() =>
      expect(api.calls("GET /v1/organizations/current/review_policy")).toHaveLength(1),
    );
    await waitFor(() => expect((blind as HTMLInputElement).checked).toBe(false));
    // Turned on by hand, the interview says so.
    await user.click(blind);
    expect((blind as HTMLInputElement).checked).toBe(true);
    first.unmount();

    stubBuilder({ "GET /v1/organizations/current/review_policy": policy(true) });
    renderBuilder();
    const again = await screen.findByRole("checkbox", { name: "Blind first pass" });
    await waitFor(() => expect((again as HTMLInputElement).checked).toBe(true));
  });
});
