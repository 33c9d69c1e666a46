import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { readUser } from "../../../lib/auth/session-api";
import { useSession } from "../../../lib/auth/use-session";
import { issuedCertificateId } from "../../../lib/training/training-award";
import { trainingQueryKey } from "../../../lib/training/training-keys";
import type { Quiz } from "../../../lib/training/training-records";
import { submitQuizAnswers } from "../api/quiz-answers";

export type UseQuizSubmissionOptions = {
  /** The submission finished the curriculum and the server issued its certificate. */
  onCertificateIssued?: (certificateId: string) => void;
};

/**
 * Sends a quiz's or practice's answers (SPEC §4, §7, §8): a submission with no answers skips the
 * API; on success the user is updated when the answer is a user (the points in the top bar), the
 * notice '{Quiz or Practice} answers submitted successfully' shows and the curriculum is
 * refreshed. Failures are thrown to the quiz screen, which shows them in its red banner.
 */
export function useQuizSubmission({ onCertificateIssued }: UseQuizSubmissionOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  const { push } = useAlerts();

  return useCallback(
    async (quiz: Pick<Quiz, "id" | "quizType">, answerIds: readonly string[]) => {
      if (answerIds.length === 0) return;
      const document = await submitQuizAnswers(quiz.id, answerIds);
      const data = document.data;
      if (data && !Array.isArray(data) && data.type === "user") setUser(readUser(document));
      push({ type: "notice", message: t(`quiz.submitted.${quiz.quizType}`) });
      const certificateId = issuedCertificateId(document);
      if (certificateId) onCertificateIssued?.(certificateId);
      // The curriculum, and the landing's cards and certificates the award may change.
      await queryClient.invalidateQueries({ queryKey: trainingQueryKey });
    },
    [onCertificateIssued, push, queryClient, setUser, t],
  );
}
