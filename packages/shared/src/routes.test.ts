import { describe, expect, it } from "vitest";
import {
  areaOfPath,
  externalLinks,
  isLinkTarget,
  isPathUnder,
  path,
  queryString,
  type RouteName,
  routes,
} from "./routes";

/** Every path SPEC §2 lists, keyed by the route that builds it. */
const PLAIN_PATHS: Partial<Record<RouteName, string>> = {
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
  TrainingHome: "/training",
  Practice: "/training/practice",
  Learn: "/training/learn",
  Onboarding: "/training/onboarding",
  Certificates: "/training/certificates",
  Calibration: "/training/calibration",
  CalibrationBuilder: "/training/calibration/new",
  TrainingNotAvailable: "/training/not-available",
  HireHome: "/hire",
  Dashboard: "/hire/dashboard",
  Company: "/hire/company",
  Positions: "/hire/positions",
  Content: "/hire/content",
  OrganizationAdmin: "/hire/organization-admin",
  CreatePosition: "/hire/positions/create-position",
  LiveInterviews: "/hire/live-interviews",
  CreateLiveInterview: "/hire/live-interviews/create-live-interview",
  Candidates: "/hire/candidates",
  Reports: "/hire/reports",
  NewScorecard: "/hire/scorecards/new",
  CandidateDashboard: "/hire-candidate/dashboard",
  Careers: "/careers",
  Help: "/help",
  Terms: "/terms",
  Privacy: "/privacy",
};

describe("path", () => {
  it.each(Object.entries(PLAIN_PATHS))("builds %s as %s", (name, expected) => {
    const build = path as (route: RouteName) => string;
    expect(build(name as RouteName)).toBe(expected);
  });

  it("builds every route with parameters", () => {
    expect(path("Interview", { interview: "behavioural" })).toBe("/training/practice/behavioural");
    expect(path("Curriculum", { curriculum: "basics" })).toBe("/training/learn/basics");
    expect(path("Certificate", { certificate: 12 })).toBe("/training/certificates/12");
    expect(path("CalibrationExercise", { exercise: "e1" })).toBe("/training/calibration/e1");
    expect(path("VerifyCertificate", { code: "AB12-CD34-EF56" })).toBe(
      "/certificates/verify/AB12-CD34-EF56",
    );
    expect(path("EditPosition", { id: 7 })).toBe("/hire/positions/7/edit-position");
    expect(path("Position", { id: 7 })).toBe("/hire/positions/7");
    expect(path("PositionDetails", { id: 7 })).toBe("/hire/positions/7/details");
    expect(path("PreRecordedInterview", { positionId: 7, preRecordedInterviewId: 3 })).toBe(
      "/hire/positions/7/pre-recorded-interviews/3",
    );
    expect(path("BuildPreRecordedInterview", { id: 7 })).toBe(
      "/hire/positions/7/pre-recorded-interviews/build-pre-recorded-interview",
    );
    expect(path("PositionLiveInterview", { id: 7, liveInterviewId: "new" })).toBe(
      "/hire/positions/7/live-interviews/new",
    );
    expect(path("PositionLiveInterview", { id: 7, liveInterviewId: 9 })).toBe(
      "/hire/positions/7/live-interviews/9",
    );
    expect(path("LiveInterviewRoom", { id: 9 })).toBe("/hire/live-interviews/9/room");
    expect(path("CandidateLiveInterviewRoom", { id: 9 })).toBe("/hire-candidate/live-interviews/9");
    expect(path("Candidate", { id: 5 })).toBe("/hire/candidates/5");
    expect(path("ReviewCandidateInterview", { id: 5 })).toBe("/hire/candidate-interviews/5/review");
    expect(path("Scorecard", { id: 4 })).toBe("/hire/scorecards/4");
    expect(path("PublicInterview", { uuid: "3f1c" })).toBe("/interview/3f1c");
    expect(path("InterviewInvitation", { token: "a b" })).toBe("/interview/invitation/a%20b");
    expect(path("CareersPosition", { position: "p-1" })).toBe("/careers/p-1");
    expect(path("CandidatePrerecordedInterview", { id: 8 })).toBe(
      "/hire-candidate/prerecorded-interviews/8",
    );
    expect(path("LiveInterviewSlotChoice", { id: "li1" }, { token: "t" })).toBe(
      "/hire-candidate/live-interviews/li1/choose?token=t",
    );
  });

  it("covers every route of the table in these tests", () => {
    const withParams = Object.keys(routes).filter((name) =>
      routes[name as RouteName].includes(":"),
    );
    expect(withParams.length + Object.keys(PLAIN_PATHS).length).toBe(Object.keys(routes).length);
    expect(withParams).toHaveLength(21);
  });

  it("encodes parameter values", () => {
    expect(path("Curriculum", { curriculum: "a b/c?d#e" })).toBe(
      "/training/learn/a%20b%2Fc%3Fd%23e",
    );
    expect(path("Interview", { interview: "entrevista-técnica" })).toBe(
      "/training/practice/entrevista-t%C3%A9cnica",
    );
  });

  it("throws when a parameter is missing or empty", () => {
    expect(() => path("Curriculum", {} as { curriculum: string })).toThrow(/curriculum/);
    expect(() => path("Position", { id: "" })).toThrow(/id/);
    expect(() => path("Position", { id: null } as unknown as { id: number })).toThrow(/id/);
    expect(() =>
      path("PreRecordedInterview", { positionId: 1 } as {
        positionId: number;
        preRecordedInterviewId: number;
      }),
    ).toThrow(/preRecordedInterviewId/);
  });

  it("appends a query string, leaving out null and undefined", () => {
    expect(path("Plans", {}, { changing_plan: true })).toBe("/plans?changing_plan=true");
    expect(path("Curriculum", { curriculum: "basics" }, { videoId: 3, note: undefined })).toBe(
      "/training/learn/basics?videoId=3",
    );
    expect(path("SignIn", {}, { type: "Candidate", redirectAfterAuth: "/hire?x=1&y=2" })).toBe(
      "/sign-in?type=Candidate&redirectAfterAuth=%2Fhire%3Fx%3D1%26y%3D2",
    );
    expect(path("SignIn", {}, { type: null })).toBe("/sign-in");
  });

  it("writes arrays in the query as key[]=value", () => {
    expect(path("Candidates", {}, { status: ["invited", "completed"], page: 2 })).toBe(
      "/hire/candidates?status%5B%5D=invited&status%5B%5D=completed&page=2",
    );
  });
});

describe("queryString", () => {
  it("is empty when nothing is set", () => {
    expect(queryString()).toBe("");
    expect(queryString({ a: undefined, b: null })).toBe("");
    expect(queryString({ tags: [] })).toBe("");
    expect(queryString({ tags: [null, undefined] })).toBe("");
  });

  it("writes arrays as key[]=value, which reads back with the brackets", () => {
    const text = queryString({ ids: [1, 2], q: "a b" });
    expect(text).toBe("?ids%5B%5D=1&ids%5B%5D=2&q=a+b");
    const parsed = new URLSearchParams(text);
    expect(parsed.getAll("ids[]")).toEqual(["1", "2"]);
    expect(parsed.get("q")).toBe("a b");
  });

  it("keeps false and 0, which are values", () => {
    expect(queryString({ flag: false, page: 0 })).toBe("?flag=false&page=0");
  });
});

describe("areaOfPath", () => {
  it.each([
    ["/training", "training"],
    ["/training/learn/basics", "training"],
    ["/hire", "hire"],
    ["/hire/positions/7", "hire"],
    ["/hire-candidate/dashboard", "hire-candidate"],
    ["/", "general"],
    ["/sign-in", "general"],
    ["/plans?changing_plan=true", "general"],
    ["/hired/positions", "general"],
    ["/training-camp", "general"],
  ])("places %s in %s", (pathname, area) => {
    expect(areaOfPath(pathname)).toBe(area);
  });

  it("recognises the area after an organization prefix", () => {
    expect(areaOfPath("/acme/hire/dashboard")).toBe("hire");
    expect(areaOfPath("/acme/training/learn?videoId=2")).toBe("training");
    expect(areaOfPath("/acme/hire-candidate/prerecorded-interviews/3")).toBe("hire-candidate");
    expect(areaOfPath("/acme")).toBe("general");
  });

  it("looks no deeper than the organization prefix", () => {
    expect(areaOfPath("/acme/jobs/hire")).toBe("general");
  });
});

describe("isPathUnder", () => {
  it("matches the route itself and paths below it", () => {
    expect(isPathUnder("/training/learn", "Learn")).toBe(true);
    expect(isPathUnder("/training/learn/basics", "Learn")).toBe(true);
    expect(isPathUnder("/hire/positions/7/details", "Positions")).toBe(true);
  });

  it("does not match a sibling that shares a prefix", () => {
    expect(isPathUnder("/training/learning", "Learn")).toBe(false);
    expect(isPathUnder("/hire/candidate-interviews/1/review", "Candidates")).toBe(false);
    expect(isPathUnder("/training", "Learn")).toBe(false);
  });

  it("matches Home only on the root", () => {
    expect(isPathUnder("/", "Home")).toBe(true);
    expect(isPathUnder("/training", "Home")).toBe(false);
  });
});

describe("externalLinks", () => {
  it("lead to Candor's own pages by default, never to another host", () => {
    for (const href of Object.values(externalLinks)) {
      expect(href.startsWith("/") && !href.startsWith("//")).toBe(true);
      expect(new URL(href, "http://demo.localhost:3000").host).toBe("demo.localhost:3000");
    }
  });
});

describe("isLinkTarget", () => {
  it("takes http(s) addresses and paths on Candor, nothing else", () => {
    expect(isLinkTarget("/help")).toBe(true);
    expect(isLinkTarget("https://help.example.com/a")).toBe(true);
    expect(isLinkTarget("http://example.com")).toBe(true);
    expect(isLinkTarget("//evil.example.com")).toBe(false);
    expect(isLinkTarget("javascript:alert(1)")).toBe(false);
    expect(isLinkTarget("help")).toBe(false);
    expect(isLinkTarget(42)).toBe(false);
  });
});
