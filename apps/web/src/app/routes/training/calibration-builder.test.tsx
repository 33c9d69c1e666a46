import { routes } from "@candor/shared/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { uploadPromptVideo } from "../../../lib/prompt-video";
import { fieldErrorResponse, type StubHandler, stubApi } from "../../../test/api-stub";
import { makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { listDocument } from "../../../test/training-documents";
import CalibrationPage from "./calibration";
import CalibrationBuilderPage from "./calibration-builder";

// The tus transfer is the uploads' own test: here each sent file finishes as upload "up-N".
vi.mock("../../../lib/prompt-video", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/prompt-video")>()),
  uploadPromptVideo: vi.fn(),
}));

const admin = makeSessionUser();
const reviewer = makeSessionUser({ isAdmin: false, permissions: ["reviewer"] });

function exerciseResource(id: string, title: string, isLibrary: boolean) {
  return {
    id,
    type: "calibration_exercise",
    attributes: {
      title,
      description: "Rate four answers.",
      is_library: isLibrary,
      minutes: 15,
      points: 50,
      samples_count: 2,
      criteria_count: 1,
      pass_threshold: 0.5,
      attempts_count: 0,
      latest_attempt: null,
      best_attempt: null,
      certified_until: null,
    },
  };
}

/** Types a whole value at once (a keystroke per character is slow on a loaded machine). */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function renderAt(
  route: string,
  user: ReturnType<typeof makeSessionUser>,
  handlers: Record<string, StubHandler>,
) {
  const api = stubApi({
    "GET /v1/users/current": () => Response.json(userDocument(user)),
    ...handlers,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path={routes.Calibration} element={<CalibrationPage />} />
      <Route path={routes.CalibrationBuilder} element={<CalibrationBuilderPage />} />
    </Routes>,
    { route, user },
  );
  return { ...api, ...rendered };
}

describe("the calibration list's builder link and delete", () => {
  it("shows a reviewer neither the builder link nor a delete", async () => {
    renderAt(routes.Calibration, reviewer, {
      "GET /v1/calibration_exercises": () =>
        Response.json(listDocument([exerciseResource("7", "Our own exercise", false)])),
    });
    expect(await screen.findByRole("link", { name: "Our own exercise" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Build your own exercise" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("lets an admin delete the organization's own exercise (not Candor's) once confirmed", async () => {
    const user = userEvent.setup();
    let exercises = [
      exerciseResource("1", "Candor's exercise", true),
      exerciseResource("7", "Our own exercise", false),
    ];
    const { calls } = renderAt(routes.Calibration, admin, {
      "GET /v1/calibration_exercises": () => Response.json(listDocument(exercises)),
      "DELETE /v1/calibration_exercises/7": () => {
        exercises = exercises.filter((exercise) => exercise.id !== "7");
        return new Response(null, { status: 204 });
      },
    });
    expect(await screen.findByRole("link", { name: "Our own exercise" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Build your own exercise" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete “Candor's exercise”" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete “Our own exercise”" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete the exercise" }));

    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Our own exercise" })).toBeNull(),
    );
    expect(calls("DELETE /v1/calibration_exercises/7")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Candor's exercise" })).toBeTruthy();
  });
});

describe("the calibration builder", () => {
  beforeEach(() => {
    let uploads = 0;
    vi.mocked(uploadPromptVideo).mockReset();
    vi.mocked(uploadPromptVideo).mockImplementation(() => {
      uploads += 1;
      return { done: Promise.resolve(`up-${uploads}`), abort: vi.fn() };
    });
    // jsdom has no object URLs; the preview only needs a string.
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });

  it("tells a reviewer they can't build and shows no form", async () => {
    renderAt(routes.CalibrationBuilder, reviewer, {});
    expect(
      await screen.findByText("Only admins and HR managers can build calibration exercises."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create the exercise" })).toBeNull();
  });

  it("checks the form before sending: nothing goes out with missing fields", async () => {
    const user = userEvent.setup();
    const { calls } = renderAt(routes.CalibrationBuilder, admin, {});
    await user.click(await screen.findByRole("button", { name: "Create the exercise" }));
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(screen.getAllByText("Rate this answer on every criterion.")).toHaveLength(2);
    expect(calls("POST /v1/calibration_exercises")).toHaveLength(0);
  });

  it("sends the exercise, shows the server's field errors, then goes back to the list", async () => {
    const user = userEvent.setup();
    const created = exerciseResource("9", "Customer calls", false);
    let answer: Response = fieldErrorResponse({
      "samples.1.video_upload_id": ["upload_purpose_mismatch"],
    });
    const { calls } = renderAt(routes.CalibrationBuilder, admin, {
      "POST /v1/calibration_exercises": () => answer,
      "GET /v1/calibration_exercises": () => Response.json(listDocument([created])),
    });

    fill(await screen.findByLabelText("Title"), "Customer calls");
    fill(screen.getByLabelText("Description"), "Two staged answers.");
    fill(screen.getByLabelText("Minutes it takes"), "10");
    fill(screen.getByLabelText("Name"), "Empathy");
    await user.selectOptions(screen.getByLabelText("Rating scale"), "4");

    const answers = screen
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByText(/^Answer \d$/));
    expect(answers).toHaveLength(2);
    for (const [index, item] of answers.entries()) {
      const sample = within(item);
      fill(sample.getByLabelText("Question"), `Question ${index + 1}`);
      await user.upload(
        sample.getByLabelText("Upload a video"),
        new File(["webm"], `answer-${index + 1}.webm`, { type: "video/webm" }),
      );
      await sample.findByText(`answer-${index + 1}.webm`, { exact: false });
      fill(sample.getByLabelText("Transcript"), `Transcript ${index + 1}`);
      await user.click(sample.getByRole("radio", { name: `${index + 2} of 4` }));
      fill(sample.getByLabelText("The expert's rationale"), `Because ${index + 1}`);
    }
    expect(vi.mocked(uploadPromptVideo).mock.calls.map((call) => call[2])).toEqual([
      "question_video",
      "question_video",
    ]);

    await user.click(screen.getByRole("button", { name: "Create the exercise" }));
    expect(await screen.findByText("This recording was uploaded for something else.")).toBeTruthy();
    expect(calls("POST /v1/calibration_exercises")).toEqual([
      {
        title: "Customer calls",
        description: "Two staged answers.",
        minutes: 10,
        criteria: [{ name: "Empathy", description: "", rating_scale: 4 }],
        samples: [1, 2].map((number) => ({
          question: `Question ${number}`,
          video_upload_id: `up-${number}`,
          transcript: `Transcript ${number}`,
          rationale: `Because ${number}`,
          expert_scores: [{ criterion_index: 0, rating: number + 1 }],
        })),
      },
    ]);
    expect(screen.getByRole("button", { name: "Create the exercise" })).toBeTruthy();

    answer = Response.json(
      {
        data: {
          ...created,
          attributes: { ...created.attributes, criteria: [], samples: [] },
        },
      },
      { status: 201 },
    );
    await user.click(screen.getByRole("button", { name: "Create the exercise" }));
    expect(await screen.findByRole("link", { name: "Customer calls" })).toBeTruthy();
    expect(calls("POST /v1/calibration_exercises")).toHaveLength(2);
  });
});
