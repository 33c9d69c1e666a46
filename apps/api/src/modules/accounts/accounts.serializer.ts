import { DEMO_SUBDOMAIN, LOCALES, type Locale, type PlanKind } from "@candor/shared/constants";
import { maxPositions, type SubscriptionStatus } from "@candor/shared/rules/billing-subscription";
import type { UserAttributes } from "@candor/shared/schemas/accounts";
import type { Subscription } from "@candor/shared/schemas/billing";
import { TOUR_KEYS, type TourKey } from "@candor/shared/schemas/guidance";
import { resource } from "../../lib/jsonapi";
import { heldPermissions } from "../../plugins/auth";
import type { AccountRow } from "./accounts.queries";

export type AccountExtras = {
  avatarUrl: string | null;
  points: number;
  activePositionsCount: number;
};

function serializeSubscription(row: NonNullable<AccountRow>["subscription"]): Subscription | null {
  if (!row) return null;
  const kind = row.kind as PlanKind;
  return {
    kind,
    max_positions_count: maxPositions(kind),
    status: row.status as SubscriptionStatus,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

/** The current user of SPEC §3 as a JSON:API resource. */
export function serializeAccount(row: NonNullable<AccountRow>, extras: AccountExtras) {
  const { user, organization } = row;
  const attributes: UserAttributes = {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    subdomain: organization?.subdomain ?? null,
    organization_name: organization?.name ?? null,
    is_demo_organization: organization?.subdomain === DEMO_SUBDOMAIN,
    avatar: extras.avatarUrl,
    is_admin: heldPermissions(user).includes("admin"),
    show_onboarding: user.showOnboarding,
    points: extras.points,
    type: user.type ?? null,
    location: user.location,
    locale: (LOCALES as readonly string[]).includes(user.locale) ? (user.locale as Locale) : "en",
    subscription: serializeSubscription(row.subscription),
    permissions: heldPermissions(user),
    active_positions_count: extras.activePositionsCount,
    activated: user.activatedAt !== null,
    tours_done: row.toursDone.filter((key): key is TourKey =>
      (TOUR_KEYS as readonly string[]).includes(key),
    ),
    product_analytics: row.productAnalytics,
  };
  return resource("user", user.id, attributes);
}
