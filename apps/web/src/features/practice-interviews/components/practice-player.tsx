import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { ProgressBar } from "../../../components/progress-bar/progress-bar";
import blocks from "../../../styles/blocks.module.css";
import type { PracticeInterview } from "../api/practice-interviews";
import {
  canOpenQuestion,
  initialFlow,
  nextAfterFeedback,
  openQuestion,
  type PracticeFlow,
} from "../hooks/practice-flow";
import styles from "./practice.module.css";
import { PracticeComplete } from "./practice-complete";
import { PracticeQuestionView } from "./practice-question";
import { PracticeSteps } from "./practice-steps";
import { ResetPracticeModal } from "./reset-practice-modal";

/**
 * A mock interview in which the learner plays the interviewer (issue 4): question by question,
 * watch the candidate's clip, choose a response or rating, read the feedback and points of the
 * choice. Opens where the learner left off; "Start over" clears the answers after a confirmation.
 */
export function PracticePlayer({ interview }: { interview: PracticeInterview }) {
  const { t } = useTranslation();
  const [flow, setFlow] = useState<PracticeFlow>(() => initialFlow(interview));
  const [isResetOpen, setIsResetOpen] = useState(false);
  const [certificateId, setCertificateId] = useState<string | null>(null);
  const moved = useRef(false);

  const total = interview.questionsCount;
  const index = interview.questions.findIndex(({ id }) => id === flow.questionId);
  const question = index >= 0 ? interview.questions[index] : undefined;

  // Focus goes to the new step's heading when the learner moves on, so a screen reader reads it.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById("practice-step-heading")?.focus();
  });

  function go(next: PracticeFlow) {
    moved.current = true;
    setFlow(next);
  }

  return (
    <div className={`${pageBlocks.stack5} ${blocks.column} ${styles.player}`}>
      <header className={styles.header}>
        <div className={`${pageBlocks.column2} ${styles.headerText}`}>
          <p className={blocks.eyebrow}>{t("practice.interview.eyebrow")}</p>
          <h1 className={pageBlocks.title2xl}>{interview.title}</h1>
          {interview.description ? (
            <p className={pageBlocks.subdued}>{interview.description}</p>
          ) : null}
        </div>
        <div className={`${blocks.row} ${pageBlocks.wrapRow3}`}>
          <p className={`${pageBlocks.muted} ${pageBlocks.semibold}`}>
            {t("practice.interview.earned", {
              points: interview.userPoints,
              total: interview.candorPoints,
            })}
          </p>
          {interview.answeredCount > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setIsResetOpen(true)}>
              {t("practice.reset.action")}
            </Button>
          ) : null}
        </div>
      </header>

      <div className={blocks.stackGap1}>
        <ProgressBar
          value={interview.progress}
          label={t("practice.interview.progress", {
            answered: interview.answeredCount,
            total,
          })}
        />
        <p className={styles.progressText}>
          {t("practice.interview.progress", { answered: interview.answeredCount, total })}
        </p>
      </div>

      <PracticeSteps
        interview={interview}
        currentId={flow.questionId}
        canOpen={(id) => canOpenQuestion(interview, id)}
        onOpen={(id) => go(openQuestion(interview, id))}
      />

      {flow.phase === "complete" || !question ? (
        <PracticeComplete
          interview={interview}
          certificateId={certificateId ?? interview.certificateId}
          onReview={() => {
            const first = interview.questions[0];
            if (first) go(openQuestion(interview, first.id));
          }}
          onReset={() => setIsResetOpen(true)}
        />
      ) : (
        <PracticeQuestionView
          key={question.id}
          slug={interview.slug}
          question={question}
          position={index + 1}
          total={total}
          phase={flow.phase}
          isLast={nextAfterFeedback(interview, question.id).phase === "complete"}
          onWatched={() => go({ questionId: question.id, phase: "choose" })}
          onWatchAgain={() => go({ questionId: question.id, phase: "watch" })}
          onAnswered={(outcome) => {
            if (outcome.certificateId) setCertificateId(outcome.certificateId);
            go({ questionId: question.id, phase: "feedback" });
          }}
          onChangeAnswer={() => go({ questionId: question.id, phase: "choose" })}
          onNext={() => go(nextAfterFeedback(interview, question.id))}
        />
      )}

      <ResetPracticeModal
        slug={interview.slug}
        title={interview.title}
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        onReset={(fresh) => {
          setCertificateId(null);
          go(initialFlow(fresh));
        }}
      />
    </div>
  );
}
