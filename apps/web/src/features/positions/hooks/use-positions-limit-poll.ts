import { POSITIONS_LIMIT_POLL_MS } from "@candor/shared/constants";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { currentUserQueryKey, type SessionUser } from "../../../lib/auth/session-api";
import { useSession } from "../../../lib/auth/use-session";
import { type PositionsLimit, positionsLimitQueryOptions } from "../api/positions-limit";

/** The user with the limit's numbers, or the same object when nothing changed (no re-render). */
export function withPositionsLimit(user: SessionUser, limit: PositionsLimit): SessionUser {
  const subscription = user.subscription;
  const isSameCount = user.activePositionsCount === limit.activePositionsCount;
  const isSameMax = !subscription || subscription.maxPositionsCount === limit.maxPositionsCount;
  if (isSameCount && isSameMax) return user;
  return {
    ...user,
    activePositionsCount: limit.activePositionsCount,
    subscription:
      subscription && !isSameMax
        ? { ...subscription, maxPositionsCount: limit.maxPositionsCount }
        : subscription,
  };
}

/**
 * Polls `GET /v1/positions/limit` every POSITIONS_LIMIT_POLL_MS while a member is signed in and
 * writes the answer into the current user (SPEC §4, §7), so the account menu's plan summary and
 * the position form's limit notice follow positions opened elsewhere. Positions changed here
 * invalidate the same query, which updates the user at once. Mounted once, in the hire layout.
 */
export function usePositionsLimitPoll(): PositionsLimit | undefined {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const isMember = status === "signedIn" && !user?.type && (user?.permissions.length ?? 0) > 0;
  const { data } = useQuery({
    ...positionsLimitQueryOptions,
    enabled: isMember,
    refetchInterval: POSITIONS_LIMIT_POLL_MS,
  });

  useEffect(() => {
    if (!data || !isMember) return;
    queryClient.setQueryData<SessionUser>(currentUserQueryKey, (current) =>
      current ? withPositionsLimit(current, data) : current,
    );
  }, [data, isMember, queryClient]);

  return isMember ? data : undefined;
}
