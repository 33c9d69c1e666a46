/**
 * The route table of SPEC §2. Every page path the web app links to or matches is built here,
 * through `path()`, so no component spells a path as a string literal.
 */
export const routes = {
  // General
  Home: "/",
  SignIn: "/sign-in",
  SignUp: "/sign-up",
  ActivateAccount: "/activate-account",
  ForgotPassword: "/forgot-password",
  ResetPassword: "/reset-password",
  AcceptInvitation: "/accept-invitation",
  Plans: "/plans",
  BookADemo: "/book-a-demo",
  AdminActionRequired: "/admin-action-required",
  Account: "/account",
  Forbidden: "/403",
  // Training
  TrainingHome: "/training",
  Practice: "/training/practice",
  Interview: "/training/practice/:interview",
  Learn: "/training/learn",
  Onboarding: "/training/onboarding",
  Curriculum: "/training/learn/:curriculum",
  Certificates: "/training/certificates",
  Calibration: "/training/calibration",
  /** An organization's own calibration exercise, built by its admins and HR managers. */
  CalibrationBuilder: "/training/calibration/new",
  CalibrationExercise: "/training/calibration/:exercise",
  Certificate: "/training/certificates/:certificate",
  TrainingNotAvailable: "/training/not-available",
  /** Public: checks a certificate's verification code (the link printed on its PDF). */
  VerifyCertificate: "/certificates/verify/:code",
  // Hire
  HireHome: "/hire",
  Dashboard: "/hire/dashboard",
  Company: "/hire/company",
  Positions: "/hire/positions",
  Content: "/hire/content",
  OrganizationAdmin: "/hire/organization-admin",
  CreatePosition: "/hire/positions/create-position",
  EditPosition: "/hire/positions/:id/edit-position",
  Position: "/hire/positions/:id",
  PositionDetails: "/hire/positions/:id/details",
  PreRecordedInterview:
    "/hire/positions/:positionId/pre-recorded-interviews/:preRecordedInterviewId",
  BuildPreRecordedInterview:
    "/hire/positions/:id/pre-recorded-interviews/build-pre-recorded-interview",
  /** `liveInterviewId` is an id, or `new` for the creation form. */
  PositionLiveInterview: "/hire/positions/:id/live-interviews/:liveInterviewId",
  LiveInterviews: "/hire/live-interviews",
  CreateLiveInterview: "/hire/live-interviews/create-live-interview",
  /** The built-in room of a live interview, for a member of its panel. */
  LiveInterviewRoom: "/hire/live-interviews/:id/room",
  Candidates: "/hire/candidates",
  Reports: "/hire/reports",
  Candidate: "/hire/candidates/:id",
  ReviewCandidateInterview: "/hire/candidate-interviews/:id/review",
  NewScorecard: "/hire/scorecards/new",
  Scorecard: "/hire/scorecards/:id",
  // Candidate
  CandidateDashboard: "/hire-candidate/dashboard",
  CandidatePrerecordedInterview: "/hire-candidate/prerecorded-interviews/:id",
  /** Public, by the candidate's personal link (`?token=`): pick one of the offered slots. */
  LiveInterviewSlotChoice: "/hire-candidate/live-interviews/:id/choose",
  /** Public: a live interview's room for the candidate, by their personal link (`?token=`). */
  CandidateLiveInterviewRoom: "/hire-candidate/live-interviews/:id",
  /** Public: an interview's shared link, by its public uuid (branding, welcome, conditions). */
  PublicInterview: "/interview/:uuid",
  /** A personal invitation's link (emailed): binds it to the signed-in candidate, then records. */
  InterviewInvitation: "/interview/invitation/:token",
  /** Public, on an organization's subdomain: its open positions marked public (issue 14). */
  Careers: "/careers",
  /** Public: one of them, and applying to it. */
  CareersPosition: "/careers/:position",
  /** Built-in help center (issue 18): guides per role, searchable; `?guide=` opens one. */
  Help: "/help",
  /** Built-in terms and privacy pages, placeholder text the operator replaces. */
  Terms: "/terms",
  Privacy: "/privacy",
} as const;

export type RouteName = keyof typeof routes;

/**
 * External destinations (SPEC §2 "External links"), opened in a new tab. These are the defaults:
 * built-in pages, so no link of the default install leads to a host that doesn't exist. An
 * operator points them elsewhere with the server's configuration (HELP_CENTER_URL…), which the web
 * app reads at run time (`useExternalLinks`).
 */
export const externalLinks = {
  HelpDesk: "/help",
  TermsAndConditions: "/terms",
  PrivacyPolicy: "/privacy",
  Blog: "/help",
  TopInterviewQuestions: "/resources/interview-questions-guide.pdf",
  InterviewCoaching: "/training/practice",
} as const;

/** The Video tour's bundled clip (made by scripts/media, see tour.txt there) and its captions. */
export const DEFAULT_VIDEO_TOUR = {
  url: "/media/tour/candor-tour.webm",
  captionsUrl: "/media/tour/candor-tour.vtt",
} as const;

export type ExternalLinkName = keyof typeof externalLinks;

/**
 * Where an external link may lead: an absolute http(s) address, or a path on Candor itself.
 * `LinkTargetSchema` (schemas/guidance.ts) checks the server's configuration with it; the web
 * app checks `/v1/config`'s links with it at start, without loading zod.
 */
export function isLinkTarget(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  return URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a named route needs, e.g. `RouteParams<"Curriculum">` is `{ curriculum: string }`. */
export type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof routes)[N]>]: string | number;
};

type QueryValue = string | number | boolean | null | undefined;
/** Query values; an array is written as `key[]=value` once per item (SPEC §7). */
type Query = Record<string, QueryValue | readonly QueryValue[]>;

type PathArgs<N extends RouteName> =
  ParamNames<(typeof routes)[N]> extends never
    ? [params?: Record<string, never>, query?: Query]
    : [params: RouteParams<N>, query?: Query];

/**
 * Builds the path of a named route: `path("Curriculum", { curriculum: "basics" })` is
 * `/training/learn/basics`. Parameters are URI-encoded; `query` entries that are null or
 * undefined are left out.
 */
export function path<N extends RouteName>(name: N, ...[params, query]: PathArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | number | null | undefined>;
  const built = routes[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Route ${name} needs the parameter "${key}"`);
    }
    return encodeURIComponent(String(value));
  });
  return built + queryString(query);
}

/** `?a=1&b[]=x&b[]=y` from an object; empty when nothing is set. */
export function queryString(query?: Query | Record<string, unknown>): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null) search.append(`${key}[]`, String(item));
      }
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export type Area = "training" | "hire" | "hire-candidate" | "general";

/**
 * The area a path belongs to (SPEC §2): recognised from its first segment, or from the
 * second when the first is an organization prefix (`/acme/hire/...`).
 */
export function areaOfPath(pathname: string): Area {
  const segments = pathname.split("?")[0]?.split("/").filter(Boolean) ?? [];
  const areas: Area[] = ["training", "hire", "hire-candidate"];
  for (const segment of segments.slice(0, 2)) {
    const area = areas.find((candidate) => candidate === segment);
    if (area) return area;
  }
  return "general";
}

/** Whether `pathname` is the route `name` or lies below it (active links by path prefix). */
export function isPathUnder(pathname: string, name: RouteName): boolean {
  const base = routes[name];
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}
