import type { PlanKind } from "@candor/shared/constants";
import type { PermissionHolder } from "@candor/shared/permissions";

/**
 * What the top bar needs to know about the signed-in user (SPEC §3 "Current user"). The session of
 * the accounts issue passes its current user here; null means nobody is signed in.
 */
export type TopBarUser = PermissionHolder & {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
  /** Candor points. */
  points?: number | null;
  activePositionsCount?: number | null;
  subscription?: {
    /** The API may spell free full access with a dash or an underscore. */
    kind: PlanKind | "free-full-access";
    /** Missing or null means unlimited. */
    maxPositionsCount?: number | null;
    status?: string | null;
    currentPeriodEnd?: string | null;
  } | null;
};

export function planKindOf(user: TopBarUser): PlanKind | null {
  const kind = user.subscription?.kind;
  if (!kind) return null;
  return kind === "free-full-access" ? "free_full_access" : kind;
}
