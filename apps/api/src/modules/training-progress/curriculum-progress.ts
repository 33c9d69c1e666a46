import { progressPercent } from "@candor/shared/rules/training";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import { isCurriculumAvailable, loadCatalogueAccess } from "./catalogue.queries";
import { curriculumProgressCounts } from "./courses.queries";
import { issueCertificate } from "./issue-certificate";

/** 403 `training_not_available` unless the organization's plan includes the curriculum. */
export async function assertCurriculumAvailable(
  db: Database,
  scope: MemberScope,
  curriculum: { id: string; listed: boolean },
) {
  if (!curriculum.listed) return;
  const access = await loadCatalogueAccess(db, scope);
  if (!isCurriculumAvailable(access, curriculum)) throw new AppError("training_not_available");
}

/**
 * The curriculum's progress after the user did something in it; at 100% the certificate is
 * issued (once) when the curriculum awards one. Run it in the transaction that made the change.
 */
export async function settleCurriculumProgress(
  tx: Database,
  { userId, curriculumId, now }: { userId: string; curriculumId: string; now: Date },
): Promise<{ progress: number; certificateId: string | null }> {
  const row = await curriculumProgressCounts(tx, { userId, curriculumId });
  if (!row) return { progress: 0, certificateId: null };
  const progress = progressPercent(row.doneCount, row.itemsCount);
  if (progress < 100 || !row.curriculum.awardsCertificate) return { progress, certificateId: null };
  const certificateId = await issueCertificate(tx, {
    userId,
    resourceType: "Curriculum",
    resourceId: curriculumId,
    title: row.curriculum.title,
    issuedAt: now,
  });
  return { progress, certificateId };
}
