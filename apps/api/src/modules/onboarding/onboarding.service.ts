import type { OnboardingAnswers } from "@candor/shared/schemas/onboarding";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { onboardingSurveys, users } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import type { MemberScope } from "../../plugins/auth";

export type OnboardingServiceDeps = { db: Database; clock: () => Date };

/**
 * The onboarding survey: the user's answers, one row per user. Answering turns the user's
 * `show_onboarding` off in the same transaction, so the survey is shown once.
 */
export function createOnboardingService({ db, clock }: OnboardingServiceDeps) {
  async function get(scope: MemberScope) {
    const [row] = await db
      .select({ survey: onboardingSurveys, showOnboarding: users.showOnboarding })
      .from(users)
      .leftJoin(onboardingSurveys, eq(onboardingSurveys.userId, users.id))
      .where(eq(users.id, scope.userId))
      .limit(1);
    if (!row) throw AppError.notFound();
    return resource("onboarding_survey", scope.userId, {
      answers: row.survey?.answers ?? null,
      completed_at: row.survey?.completedAt.toISOString() ?? null,
      show_onboarding: row.showOnboarding,
    });
  }

  return {
    get,

    async submit(scope: MemberScope, input: OnboardingAnswers) {
      const answers: OnboardingAnswers = {
        role: input.role,
        experience: input.experience,
        interviews_per_month: input.interviews_per_month,
        goals: [...new Set(input.goals)],
        // Free text only beside the "other" it explains.
        ...(input.role === "other" && input.role_other ? { role_other: input.role_other } : {}),
        ...(input.goals.includes("other") && input.goals_other
          ? { goals_other: input.goals_other }
          : {}),
      };
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .insert(onboardingSurveys)
          .values({ userId: scope.userId, answers, completedAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: onboardingSurveys.userId,
            set: { answers, updatedAt: now },
          });
        await tx
          .update(users)
          .set({ showOnboarding: false, updatedAt: now })
          .where(eq(users.id, scope.userId));
      });
      return get(scope);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
