import { path } from "@candor/shared/routes";
import { hasPaymentProblem } from "@candor/shared/rules/billing-subscription";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../../../lib/auth/use-session";

/** Whether the signed-in member's organization has a payment problem (SPEC §4). */
export function useHasPaymentProblem(): boolean {
  const { user } = useSession();
  const status = user?.subscription?.status;
  return !!user && user.type !== "Candidate" && !!status && hasPaymentProblem(status);
}

/**
 * The hiring area is closed while the organization has a payment problem (past_due, unpaid,
 * incomplete, incomplete_expired): members go to `/admin-action-required`, where admins see what
 * to do and others whom to ask. The session's user carries the status, so no extra call is made.
 */
export function PaymentProblemGuard({ children }: { children: ReactNode }) {
  const hasProblem = useHasPaymentProblem();
  if (hasProblem) return <Navigate to={path("AdminActionRequired")} replace />;
  return children;
}
