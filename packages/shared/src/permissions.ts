import type { RouteName } from "./routes";

/** Organization member permissions (SPEC §6). Candidate is a user type, not a permission. */
export const PERMISSIONS = ["admin", "hr_manager", "reviewer"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The user type of a candidate (`USER_TYPES` of schemas/accounts.ts); members have none. */
export type UserType = "Candidate";

const ALL_MEMBERS: readonly Permission[] = ["admin", "hr_manager", "reviewer"];
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const ADMINS: readonly Permission[] = ["admin"];

/** Pages that need at least one listed permission (SPEC §6). Unlisted pages are open. */
export const PAGE_PERMISSIONS: Partial<Record<RouteName, readonly Permission[]>> = {
  HireHome: ALL_MEMBERS,
  Dashboard: ALL_MEMBERS,
  Account: ALL_MEMBERS,
  Position: ALL_MEMBERS,
  PositionDetails: ALL_MEMBERS,
  ReviewCandidateInterview: ALL_MEMBERS,
  // Any member may open it; the API lets in only the interview's panel (404 for the others).
  LiveInterviewRoom: ALL_MEMBERS,
  Company: ADMINS,
  OrganizationAdmin: ADMINS,
  Positions: MANAGERS,
  Content: MANAGERS,
  CreatePosition: MANAGERS,
  EditPosition: MANAGERS,
  PreRecordedInterview: MANAGERS,
  BuildPreRecordedInterview: MANAGERS,
  Candidates: MANAGERS,
  Candidate: MANAGERS,
  // Managers read every report; a reviewer reads only their own training (issue 18).
  Reports: ALL_MEMBERS,
  Scorecard: MANAGERS,
  NewScorecard: MANAGERS,
  // Live interviews (issue 13): every member lists those of their panels; managers schedule.
  LiveInterviews: ALL_MEMBERS,
  CreateLiveInterview: MANAGERS,
  PositionLiveInterview: ALL_MEMBERS,
};

/**
 * User types that may open a page besides the permissions above. Candidates hold no permission,
 * yet they have an account to edit and a dashboard of their own; a page listed here only by type
 * (the candidate dashboard) is closed to everyone else, members included.
 */
export const PAGE_USER_TYPES: Partial<Record<RouteName, readonly UserType[]>> = {
  Account: ["Candidate"],
  CandidateDashboard: ["Candidate"],
  // The recording page of one of the candidate's own interviews (the id is theirs alone).
  CandidatePrerecordedInterview: ["Candidate"],
};

export type SidebarItemName =
  | "Home"
  | "Positions"
  | "Candidates"
  | "LiveInterviews"
  | "Content"
  | "Reports"
  | "Company"
  | "Help";

/** Hiring sidebar items in order and who sees them (SPEC §2, §6). Help sits after a spacer. */
export const SIDEBAR_ITEMS: readonly {
  name: SidebarItemName;
  permissions: readonly Permission[];
  afterSpacer: boolean;
}[] = [
  { name: "Home", permissions: ALL_MEMBERS, afterSpacer: false },
  { name: "Positions", permissions: MANAGERS, afterSpacer: false },
  { name: "Candidates", permissions: MANAGERS, afterSpacer: false },
  // Issue 13's entry point; managers only, so a reviewer still sees only Home (SPEC §6) and
  // reaches their panels' interviews from the dashboard and the invitations.
  { name: "LiveInterviews", permissions: MANAGERS, afterSpacer: false },
  { name: "Content", permissions: MANAGERS, afterSpacer: false },
  // SPEC §6: a reviewer sees only Home above the spacer; their own training report
  // (/hire/reports, open to every member) is linked from their home page.
  { name: "Reports", permissions: MANAGERS, afterSpacer: false },
  { name: "Company", permissions: ADMINS, afterSpacer: false },
  { name: "Help", permissions: ALL_MEMBERS, afterSpacer: true },
];

export type PermissionHolder = {
  isAdmin?: boolean | null;
  permissions?: readonly string[] | null;
  /** "Candidate" for candidates, null or absent for organization members. */
  type?: string | null;
};

export function hasAnyPermission(user: PermissionHolder, allowed: readonly Permission[]): boolean {
  const held = user.permissions ?? [];
  return allowed.some((permission) => held.includes(permission));
}

/** A user is admin if the admin flag is set or they hold the admin permission (SPEC §6). */
export function isAdmin(user: PermissionHolder): boolean {
  return Boolean(user.isAdmin) || (user.permissions ?? []).includes("admin");
}

/**
 * Whether `user` may open the page `route`: a listed permission, or a listed user type
 * (`PAGE_USER_TYPES`). Pages in neither table are open to everyone.
 */
export function canAccessPage(user: PermissionHolder | null, route: RouteName): boolean {
  const allowed = PAGE_PERMISSIONS[route];
  const types: readonly string[] | undefined = PAGE_USER_TYPES[route];
  if (!allowed && !types) return true;
  if (!user) return false;
  if (types && user.type && types.includes(user.type)) return true;
  if (!allowed) return false;
  return (isAdmin(user) && allowed.includes("admin")) || hasAnyPermission(user, allowed);
}

export function visibleSidebarItems(user: PermissionHolder) {
  return SIDEBAR_ITEMS.filter(
    (item) =>
      hasAnyPermission(user, item.permissions) ||
      (isAdmin(user) && item.permissions.includes("admin")),
  );
}
