import { describe, expect, it } from "vitest";
import {
  canAccessPage,
  hasAnyPermission,
  isAdmin,
  PAGE_PERMISSIONS,
  PAGE_USER_TYPES,
  PERMISSIONS,
  type Permission,
  visibleSidebarItems,
} from "./permissions";
import { type RouteName, routes } from "./routes";

// SPEC §6, written out again here so a change to the table in permissions.ts shows up as a failure.
const ALL: Permission[] = ["admin", "hr_manager", "reviewer"];
const MANAGERS: Permission[] = ["admin", "hr_manager"];
const ADMINS: Permission[] = ["admin"];
const EXPECTED_PAGES: [RouteName, Permission[]][] = [
  ["Dashboard", ALL],
  ["HireHome", ALL],
  ["Account", ALL],
  ["Position", ALL],
  ["PositionDetails", ALL],
  ["ReviewCandidateInterview", ALL],
  // A reviewer's Reports is their own training (issue 18).
  ["Reports", ALL],
  ["LiveInterviewRoom", ALL],
  ["Company", ADMINS],
  ["OrganizationAdmin", ADMINS],
  ["Positions", MANAGERS],
  ["Content", MANAGERS],
  ["CreatePosition", MANAGERS],
  ["EditPosition", MANAGERS],
  ["PreRecordedInterview", MANAGERS],
  ["BuildPreRecordedInterview", MANAGERS],
  ["Candidates", MANAGERS],
  ["Candidate", MANAGERS],
  ["Scorecard", MANAGERS],
  ["NewScorecard", MANAGERS],
  ["LiveInterviews", ALL],
  ["CreateLiveInterview", MANAGERS],
  ["PositionLiveInterview", ALL],
];
const LISTED = new Set(EXPECTED_PAGES.map(([page]) => page));
// Pages candidates may open besides (Account) or instead of (their dashboard) members.
const CANDIDATE_PAGES: RouteName[] = [
  "Account",
  "CandidateDashboard",
  "CandidatePrerecordedInterview",
];
const UNLISTED = (Object.keys(routes) as RouteName[]).filter(
  (page) => !LISTED.has(page) && !CANDIDATE_PAGES.includes(page),
);

describe("canAccessPage", () => {
  it("lists exactly the pages of SPEC §6", () => {
    expect(Object.keys(PAGE_PERMISSIONS).sort()).toEqual([...LISTED].sort());
  });

  describe.each(EXPECTED_PAGES)("%s", (page, allowed) => {
    it.each(PERMISSIONS)(`for %s is ${allowed.join("/")} only`, (permission) => {
      expect(canAccessPage({ permissions: [permission] }, page)).toBe(allowed.includes(permission));
    });

    it("is closed to anonymous users and to users without permissions", () => {
      expect(canAccessPage(null, page)).toBe(false);
      expect(canAccessPage({ permissions: [] }, page)).toBe(false);
      expect(canAccessPage({ permissions: null }, page)).toBe(false);
    });

    it("is open to an admin by flag alone", () => {
      expect(canAccessPage({ isAdmin: true, permissions: [] }, page)).toBe(true);
    });
  });

  it("opens a page when any one of several permissions is allowed", () => {
    expect(canAccessPage({ permissions: ["reviewer", "hr_manager"] }, "Positions")).toBe(true);
    expect(canAccessPage({ permissions: ["reviewer", "hr_manager"] }, "Company")).toBe(false);
  });

  it("ignores permissions it does not know", () => {
    expect(canAccessPage({ permissions: ["Candidate", "owner"] }, "Dashboard")).toBe(false);
  });

  it.each(UNLISTED)("leaves the unlisted page %s open to everyone", (page) => {
    expect(canAccessPage(null, page)).toBe(true);
    expect(canAccessPage({ permissions: [] }, page)).toBe(true);
    expect(canAccessPage({ permissions: ["reviewer"] }, page)).toBe(true);
  });

  it("includes the general, training and public candidate pages among the unlisted", () => {
    expect(UNLISTED).toEqual(
      expect.arrayContaining(["Home", "SignIn", "Plans", "Learn", "PublicInterview"]),
    );
  });
});

describe("canAccessPage for candidates", () => {
  const candidate = { isAdmin: false, permissions: [], type: "Candidate" };

  it("lists exactly the pages open to candidates", () => {
    expect(Object.keys(PAGE_USER_TYPES).sort()).toEqual([...CANDIDATE_PAGES].sort());
  });

  it("lets a candidate edit their account and open their dashboard", () => {
    expect(canAccessPage(candidate, "Account")).toBe(true);
    expect(canAccessPage(candidate, "CandidateDashboard")).toBe(true);
    expect(canAccessPage(candidate, "CandidatePrerecordedInterview")).toBe(true);
  });

  it("keeps members on Account and keeps them out of the candidate dashboard", () => {
    expect(canAccessPage({ permissions: ["reviewer"] }, "Account")).toBe(true);
    expect(canAccessPage({ permissions: ["admin"] }, "CandidateDashboard")).toBe(false);
    expect(canAccessPage({ isAdmin: true, permissions: [] }, "CandidateDashboard")).toBe(false);
  });

  it("keeps candidates out of member pages and anonymous users out of both", () => {
    expect(canAccessPage(candidate, "Dashboard")).toBe(false);
    expect(canAccessPage(candidate, "OrganizationAdmin")).toBe(false);
    expect(canAccessPage(null, "Account")).toBe(false);
    expect(canAccessPage(null, "CandidateDashboard")).toBe(false);
    expect(canAccessPage({ permissions: [], type: null }, "CandidateDashboard")).toBe(false);
  });
});

describe("visibleSidebarItems", () => {
  const names = (user: Parameters<typeof visibleSidebarItems>[0]) =>
    visibleSidebarItems(user).map((item) => item.name);

  it("shows a reviewer Home and Help only (SPEC §6)", () => {
    expect(names({ permissions: ["reviewer"] })).toEqual(["Home", "Help"]);
  });

  it("shows an hr_manager everything but Company", () => {
    expect(names({ permissions: ["hr_manager"] })).toEqual([
      "Home",
      "Positions",
      "Candidates",
      "LiveInterviews",
      "Content",
      "Reports",
      "Help",
    ]);
  });

  it("shows an admin every item, by permission or by flag", () => {
    const all = [
      "Home",
      "Positions",
      "Candidates",
      "LiveInterviews",
      "Content",
      "Reports",
      "Company",
      "Help",
    ];
    expect(names({ permissions: ["admin"] })).toEqual(all);
    expect(names({ isAdmin: true, permissions: [] })).toEqual(all);
  });

  it("shows the union for several permissions", () => {
    expect(names({ permissions: ["reviewer", "hr_manager"] })).toEqual(
      names({ permissions: ["hr_manager"] }),
    );
  });

  it("shows nothing to a user without permissions", () => {
    expect(names({ permissions: [] })).toEqual([]);
    expect(names({})).toEqual([]);
  });

  it("puts Help, and only Help, after the spacer", () => {
    const items = visibleSidebarItems({ permissions: ["admin"] });
    expect(items.filter((item) => item.afterSpacer).map((item) => item.name)).toEqual(["Help"]);
    expect(items.at(-1)?.name).toBe("Help");
  });
});

describe("isAdmin", () => {
  it("is true by the admin flag or the admin permission", () => {
    expect(isAdmin({ isAdmin: true })).toBe(true);
    expect(isAdmin({ isAdmin: false, permissions: ["admin"] })).toBe(true);
    expect(isAdmin({ isAdmin: true, permissions: ["reviewer"] })).toBe(true);
  });

  it("is false otherwise", () => {
    expect(isAdmin({})).toBe(false);
    expect(isAdmin({ isAdmin: null, permissions: null })).toBe(false);
    expect(isAdmin({ isAdmin: false, permissions: ["hr_manager", "reviewer"] })).toBe(false);
  });
});

describe("hasAnyPermission", () => {
  it("is true when one held permission is allowed", () => {
    expect(hasAnyPermission({ permissions: ["reviewer"] }, ["admin", "reviewer"])).toBe(true);
    expect(hasAnyPermission({ permissions: ["reviewer"] }, ["admin"])).toBe(false);
    expect(hasAnyPermission({ permissions: ["admin"] }, [])).toBe(false);
  });

  it("does not count the admin flag as a permission", () => {
    expect(hasAnyPermission({ isAdmin: true }, ["admin"])).toBe(false);
  });
});
