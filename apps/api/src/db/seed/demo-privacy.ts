import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { candidatePrivacy, candidates, privacyAuditLog } from "../schema/index";

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo organization's privacy story (issue 17): its retention stays at the defaults, one
 * candidate is under a legal hold set by the HR manager, and the audit log shows the hold and a
 * few past daily runs that deleted recordings (counts only, as the real job writes them).
 */
export async function writeDemoPrivacy(
  tx: Database,
  { organizationId, hrId, now }: { organizationId: string; hrId: string | null; now: Date },
) {
  const [held] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, organizationId),
        sql`lower(${candidates.email}) = 'samuel.adeyemi@example.com'`,
      ),
    );
  const heldAt = new Date(now.getTime() - 12 * DAY);
  if (held) {
    await tx
      .insert(candidatePrivacy)
      .values({ candidateId: held.id, organizationId, legalHoldAt: heldAt, legalHoldById: hrId })
      .onConflictDoNothing();
  }
  const runAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await tx.insert(privacyAuditLog).values([
    {
      organizationId,
      action: "retention_run",
      counts: { recordings: 6, answers: 6, files: 6, interviews: 2 },
      at: runAt(30),
    },
    {
      organizationId,
      action: "retention_run",
      counts: { recordings: 3, answers: 3, files: 3, interviews: 1 },
      at: runAt(16),
    },
    ...(held
      ? [
          {
            organizationId,
            action: "legal_hold_on" as const,
            actorId: hrId,
            candidateId: held.id,
            at: heldAt,
          },
        ]
      : []),
    {
      organizationId,
      action: "retention_run",
      counts: { recordings: 2, answers: 2, files: 2, interviews: 1 },
      at: runAt(3),
    },
  ]);
}
