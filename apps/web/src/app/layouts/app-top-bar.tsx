import { isPaidSubscription } from "@candor/shared/rules/billing-subscription";
import { TopBar, type TopBarProps } from "../../components/top-bar/top-bar";
import { useAppConfig } from "../../lib/app-config";
import type { SessionUser } from "../../lib/auth/session-api";
import { useSession } from "../../lib/auth/use-session";

/**
 * SPEC §2 leaves the check behind the hire/training switch unnamed. Candor's: an organization
 * member on a paid plan in good standing, the plans that include training (SPEC §9). Everyone else
 * gets the Upgrade now button instead.
 */
export function canSwitchView(user: SessionUser): boolean {
  return (
    user.permissions.length > 0 && !!user.subscription && isPaidSubscription(user.subscription)
  );
}

/** The top bar with the session's user, sign-out and organization (with its Demo badge). */
export function AppTopBar({ mode }: { mode: NonNullable<TopBarProps["mode"]> }) {
  const { status, user, signOut } = useSession();
  const { config } = useAppConfig();
  const organization =
    user?.organizationName && user.subdomain
      ? {
          name: user.organizationName,
          isDemo: user.isDemoOrganization || user.subdomain === config.demoSubdomain,
        }
      : null;

  return (
    <TopBar
      user={user}
      mode={mode}
      // While the session loads, neither Sign in nor a menu: nothing that flips a moment later.
      logoOnly={status === "loading"}
      organization={organization}
      canSwitchView={user ? canSwitchView(user) : false}
      onSignOut={() => signOut()}
      videoTour={config.videoTour}
    />
  );
}
