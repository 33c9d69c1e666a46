import { routes } from "@candor/shared/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import OnboardingPage from "../../../app/routes/training/onboarding";
import TrainingHomePage from "../../../app/routes/training/training-home";
import { currentUserQueryKey, type SessionUser } from "../../../lib/auth/session-api";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";

const newcomer = makeSessionUser({ firstName: "Grace", showOnboarding: true });

function survey(answers: unknown = null, showOnboarding = true) {
  return {
    data: {
      id: newcomer.id,
      type: "onboarding_survey",
      attributes: {
        answers,
        completed_at: answers ? "2026-03-05T10:00:00.000Z" : null,
        show_onboarding: showOnboarding,
      },
    },
  };
}

function renderTraining(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={routes.TrainingHome} element={<TrainingHomePage />} />
      <Route path={routes.Onboarding} element={<OnboardingPage />} />
    </Routes>,
    { route, user: newcomer },
  );
}

describe("Onboarding survey", () => {
  it("comes first on the training home while the user should see it", async () => {
    stubApi({ "GET /v1/onboarding_survey": () => Response.json(survey()) });
    renderTraining("/training");
    expect(await screen.findByRole("heading", { name: "Welcome, Grace!" })).toBeTruthy();
  });

  it("asks three short steps, submits the answers, refreshes the user and goes to the training home", async () => {
    let answered = false;
    const api = stubApi({
      "GET /v1/onboarding_survey": () => Response.json(survey()),
      "POST /v1/onboarding_survey": ({ body }) => {
        answered = true;
        return Response.json(survey((body as { answers: unknown }).answers, false));
      },
      "GET /v1/users/current": () =>
        Response.json(userDocument({ ...newcomer, showOnboarding: !answered })),
      "GET /v1/curriculums": () =>
        Response.json({
          data: [],
          meta: {
            pagy: { page: 1, limit: 1, count: 0, pages: 1, prev: null, next: null, from: 0, to: 0 },
          },
        }),
    });
    const { queryClient } = renderTraining("/training/onboarding");

    expect(await screen.findByText("Step 1 of 3")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("This field is required.")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Something else" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Your role" }), "Team lead");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "1 to 3 years" }));
    await userEvent.click(screen.getByRole("radio", { name: "3 to 10" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText("Step 3 of 3")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Asking better questions" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Reducing bias" }));
    await userEvent.click(screen.getByRole("button", { name: "Finish" }));

    expect(await screen.findByRole("heading", { name: "Welcome back, Grace" })).toBeTruthy();
    expect(api.calls("POST /v1/onboarding_survey")).toEqual([
      {
        answers: {
          role: "other",
          role_other: "Team lead",
          experience: "1_to_3_years",
          interviews_per_month: "3_to_10",
          goals: ["better_questions", "reduce_bias"],
        },
      },
    ]);
    await waitFor(() => expect(api.calls("GET /v1/users/current").length).toBeGreaterThan(0));
    expect(queryClient.getQueryData<SessionUser>(currentUserQueryKey)?.showOnboarding).toBe(false);
  }, 20_000);

  it("puts the server's field errors on their step", async () => {
    stubApi({
      "GET /v1/onboarding_survey": () =>
        Response.json(
          survey({
            role: "recruiter",
            experience: "none",
            interviews_per_month: "0_to_2",
            goals: ["scorecards"],
          }),
        ),
      "POST /v1/onboarding_survey": () => fieldErrorResponse({ "answers.role": ["invalid"] }),
    });
    renderTraining("/training/onboarding");
    // Answers given before are filled in.
    expect(
      ((await screen.findByRole("radio", { name: "Recruiter" })) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("This value isn't valid.")).toBeTruthy();
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
  });
});
