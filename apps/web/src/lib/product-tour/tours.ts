import type { TourSteps } from "./use-product-tour";

/*
 * The steps of each product tour (issue 18), in the current language. An element is a
 * `data-tour` mark on the page (or an id it already has); a step whose element isn't on screen
 * (a collapsed menu, a phone) shows centred instead.
 */

export const HIRE_DASHBOARD_TOUR: TourSteps = (t) => [
  {
    title: t("tour.hireDashboard.welcome.title"),
    description: t("tour.hireDashboard.welcome.body"),
  },
  {
    element: '[data-tour="hire-sidebar"]',
    title: t("tour.hireDashboard.sidebar.title"),
    description: t("tour.hireDashboard.sidebar.body"),
  },
  {
    element: "#next-steps",
    title: t("tour.hireDashboard.steps.title"),
    description: t("tour.hireDashboard.steps.body"),
  },
  {
    element: '[data-tour="help"]',
    title: t("tour.hireDashboard.help.title"),
    description: t("tour.hireDashboard.help.body"),
  },
];

export const INTERVIEW_BUILDER_TOUR: TourSteps = (t) => [
  {
    title: t("tour.interviewBuilder.welcome.title"),
    description: t("tour.interviewBuilder.welcome.body"),
  },
  {
    element: "main form fieldset",
    title: t("tour.interviewBuilder.questions.title"),
    description: t("tour.interviewBuilder.questions.body"),
  },
  {
    element: 'main form button[type="submit"]',
    title: t("tour.interviewBuilder.save.title"),
    description: t("tour.interviewBuilder.save.body"),
  },
];

export const TRAINING_HOME_TOUR: TourSteps = (t) => [
  {
    title: t("tour.trainingHome.welcome.title"),
    description: t("tour.trainingHome.welcome.body"),
  },
  {
    element: '[data-tour="training-nav"]',
    title: t("tour.trainingHome.nav.title"),
    description: t("tour.trainingHome.nav.body"),
  },
  {
    element: '[data-tour="video-tour"]',
    title: t("tour.trainingHome.videoTour.title"),
    description: t("tour.trainingHome.videoTour.body"),
  },
];

export const CANDIDATE_INTERVIEW_TOUR: TourSteps = (t) => [
  {
    title: t("tour.candidateInterview.welcome.title"),
    description: t("tour.candidateInterview.welcome.body"),
  },
  {
    title: t("tour.candidateInterview.start.title"),
    description: t("tour.candidateInterview.start.body"),
  },
  {
    element: '[data-tour="help"]',
    title: t("tour.candidateInterview.help.title"),
    description: t("tour.candidateInterview.help.body"),
  },
];
