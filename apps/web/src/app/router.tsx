import { routes } from "@candor/shared/routes";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoading } from "../components/page-state/page-state";
import { loadLocalePart } from "../i18n/i18n";
import type { LocaleArea } from "../i18n/locale-parts";
import { GeneralLayout } from "./layouts/general-layout";
import { RootLayout } from "./layouts/root-layout";
import { CrashPage } from "./routes/general/crash";

/** Lazy route: the screen's module (default export) is its own chunk, fetched on first visit. */
function screen(load: () => Promise<{ default: ComponentType }>): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

/**
 * Lazy layout: the signed-in areas' shells (top bars, sidebar, their guards and API calls) are
 * their own chunks too, so the landing and sign-in pages never download them (issue 15).
 */
function layout(area: LocaleArea, load: () => Promise<ComponentType>): RouteObject["lazy"] {
  // The area's strings load beside its chunk: none of its pages renders without them (0054).
  return async () => {
    const [Component] = await Promise.all([load(), loadLocalePart(area)]);
    return { Component };
  };
}

function RouteLoading() {
  const { t } = useTranslation();
  return <PageLoading label={t("app.loading")} />;
}

/*
 * The route tree. Paths come from the shared route table (`routes.X`), never literals. To add a
 * page: create `routes/<area>/<screen>.tsx` with a default-exported component, then add
 * `{ path: routes.X, lazy: screen(() => import("./routes/<area>/<screen>")) }` under the layout
 * it belongs to (a training or hiring layout joins `children` beside GeneralLayout).
 * Only pages that exist are registered; every other path falls to the not-found page.
 */
export const routeTree: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: CrashPage,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: GeneralLayout,
        children: [
          {
            ErrorBoundary: CrashPage,
            children: [
              { path: routes.Home, lazy: screen(() => import("./routes/general/home")) },
              { path: routes.Forbidden, lazy: screen(() => import("./routes/general/forbidden")) },
              // Public: anyone checks a certificate's code, signed in or not (issue 4).
              {
                path: routes.VerifyCertificate,
                lazy: screen(() => import("./routes/general/verify-certificate")),
              },
              // Members and candidates alike (PAGE_PERMISSIONS and PAGE_USER_TYPES).
              { path: routes.Account, lazy: screen(() => import("./routes/general/account")) },
              // Accounts (issue 3)
              { path: routes.SignIn, lazy: screen(() => import("./routes/general/sign-in")) },
              { path: routes.SignUp, lazy: screen(() => import("./routes/general/sign-up")) },
              {
                path: routes.ActivateAccount,
                lazy: screen(() => import("./routes/general/activate-account")),
              },
              {
                path: routes.ForgotPassword,
                lazy: screen(() => import("./routes/general/forgot-password")),
              },
              {
                path: routes.ResetPassword,
                lazy: screen(() => import("./routes/general/reset-password")),
              },
              {
                path: routes.AcceptInvitation,
                lazy: screen(() => import("./routes/general/accept-invitation")),
              },
              // Plans, billing and demo booking (issue 5)
              { path: routes.Plans, lazy: screen(() => import("./routes/general/plans")) },
              {
                path: routes.BookADemo,
                lazy: screen(() => import("./routes/general/book-a-demo")),
              },
              {
                path: routes.AdminActionRequired,
                lazy: screen(() => import("./routes/general/admin-action-required")),
              },
              // The built-in help center, terms and privacy (issue 18): open to everyone.
              { path: routes.Help, lazy: screen(() => import("./routes/general/help")) },
              { path: routes.Terms, lazy: screen(() => import("./routes/general/terms")) },
              { path: routes.Privacy, lazy: screen(() => import("./routes/general/privacy")) },
              { path: "*", lazy: screen(() => import("./routes/general/not-found")) },
            ],
          },
        ],
      },
      {
        // The training area: signed-in users, the top bar in training mode (issue 4).
        lazy: layout(
          "training",
          async () => (await import("./layouts/training-layout")).TrainingLayout,
        ),
        children: [
          {
            ErrorBoundary: CrashPage,
            children: [
              {
                path: routes.TrainingHome,
                lazy: screen(() => import("./routes/training/training-home")),
              },
              { path: routes.Learn, lazy: screen(() => import("./routes/training/learn")) },
              // The curriculum page, and where a course off the plan leads (issue 4).
              {
                path: routes.Curriculum,
                lazy: screen(() => import("./routes/training/curriculum")),
              },
              {
                path: routes.TrainingNotAvailable,
                lazy: screen(() => import("./routes/training/training-not-available")),
              },
              { path: routes.Practice, lazy: screen(() => import("./routes/training/practice")) },
              { path: routes.Interview, lazy: screen(() => import("./routes/training/interview")) },
              {
                path: routes.Calibration,
                lazy: screen(() => import("./routes/training/calibration")),
              },
              {
                path: routes.CalibrationBuilder,
                lazy: screen(() => import("./routes/training/calibration-builder")),
              },
              {
                path: routes.CalibrationExercise,
                lazy: screen(() => import("./routes/training/calibration-exercise")),
              },
              {
                path: routes.Certificates,
                lazy: screen(() => import("./routes/training/certificates")),
              },
              {
                path: routes.Certificate,
                lazy: screen(() => import("./routes/training/certificate")),
              },
              {
                path: routes.Onboarding,
                lazy: screen(() => import("./routes/training/onboarding")),
              },
            ],
          },
        ],
      },
      {
        // The hiring area: signed-in members only, each page checked against SPEC §6.
        lazy: layout("hire", async () => (await import("./layouts/hire-layout")).HireLayout),
        children: [
          {
            ErrorBoundary: CrashPage,
            children: [
              // The hiring dashboard, and positions (issue 5)
              { path: routes.HireHome, lazy: screen(() => import("./routes/hire/hire-home")) },
              { path: routes.Dashboard, lazy: screen(() => import("./routes/hire/hire-home")) },
              { path: routes.Positions, lazy: screen(() => import("./routes/hire/positions")) },
              // Candidates (issue 12)
              { path: routes.Candidates, lazy: screen(() => import("./routes/hire/candidates")) },
              {
                path: routes.LiveInterviews,
                lazy: screen(() => import("./routes/hire/live-interviews")),
              },
              {
                path: routes.CreateLiveInterview,
                lazy: screen(() => import("./routes/hire/create-live-interview")),
              },
              {
                path: routes.PositionLiveInterview,
                lazy: screen(() => import("./routes/hire/position-live-interview")),
              },
              { path: routes.Candidate, lazy: screen(() => import("./routes/hire/candidate")) },
              { path: routes.Reports, lazy: screen(() => import("./routes/hire/reports")) },
              {
                path: routes.CreatePosition,
                lazy: screen(() => import("./routes/hire/create-position")),
              },
              {
                path: routes.EditPosition,
                lazy: screen(() => import("./routes/hire/edit-position")),
              },
              { path: routes.Position, lazy: screen(() => import("./routes/hire/position")) },
              {
                path: routes.PositionDetails,
                lazy: screen(() => import("./routes/hire/position-details")),
              },
              // The Company page (issue 14); the organization admin page moved into its tabs.
              { path: routes.Company, lazy: screen(() => import("./routes/hire/company")) },
              {
                path: routes.OrganizationAdmin,
                lazy: screen(() => import("./routes/hire/organization-admin")),
              },
              // The content library and scorecards (issue 6)
              { path: routes.Content, lazy: screen(() => import("./routes/hire/content")) },
              {
                path: routes.NewScorecard,
                lazy: screen(() => import("./routes/hire/new-scorecard")),
              },
              { path: routes.Scorecard, lazy: screen(() => import("./routes/hire/scorecard")) },
              // One-way interviews, the hiring side (issue 6)
              {
                path: routes.BuildPreRecordedInterview,
                lazy: screen(() => import("./routes/hire/build-pre-recorded-interview")),
              },
              {
                path: routes.PreRecordedInterview,
                lazy: screen(() => import("./routes/hire/pre-recorded-interview")),
              },
              {
                path: routes.ReviewCandidateInterview,
                lazy: screen(() => import("./routes/hire/review-candidate-interview")),
              },
              // The built-in room of a live interview (issue 13)
              {
                path: routes.LiveInterviewRoom,
                lazy: screen(() => import("./routes/hire/live-interview-room")),
              },
            ],
          },
        ],
      },
      {
        // The candidate area: the candidate top bar; the dashboard is for signed-in candidates.
        lazy: layout(
          "candidate",
          async () => (await import("./layouts/candidate-layout")).CandidateLayout,
        ),
        children: [
          {
            ErrorBoundary: CrashPage,
            children: [
              {
                path: routes.CandidateDashboard,
                lazy: screen(() => import("./routes/candidate/candidate-dashboard")),
              },
              // One-way interviews, the candidate's side (issue 6)
              {
                path: routes.CandidatePrerecordedInterview,
                lazy: screen(() => import("./routes/candidate/candidate-interview")),
              },
              {
                path: routes.CandidateLiveInterviewRoom,
                lazy: screen(() => import("./routes/candidate/candidate-live-interview-room")),
              },
              {
                path: routes.PublicInterview,
                lazy: screen(() => import("./routes/candidate/public-interview")),
              },
              // A live interview's slot page, by the candidate's personal link (issue 13)
              {
                path: routes.LiveInterviewSlotChoice,
                lazy: screen(() => import("./routes/candidate/live-slot-choice")),
              },
              {
                path: routes.InterviewInvitation,
                lazy: screen(() => import("./routes/candidate/interview-invitation")),
              },
              // The organization's public careers page, on its subdomain (issue 14)
              {
                path: routes.Careers,
                lazy: screen(() => import("./routes/careers/careers")),
              },
              {
                path: routes.CareersPosition,
                lazy: screen(() => import("./routes/careers/careers-position")),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeTree);
}
