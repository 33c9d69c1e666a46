import { displayName } from "@candor/shared/format";
import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageFrame, PageHeader } from "../../../components/page-layout/page-layout";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { inOrder } from "../../../components/scorecard/scorecard-types";
import { TeamScores } from "../../../components/scorecard/team-scores";
import { CandidateStatusBadge } from "../../../features/interviews/components/candidate-status-badge";
import { reviewQueryOptions } from "../../../features/reviews/api/review";
import { AnswerPlayer } from "../../../features/reviews/components/answer-player";
import { DecisionPanel } from "../../../features/reviews/components/decision-panel";
import { NotesPanel } from "../../../features/reviews/components/notes-panel";
import styles from "../../../features/reviews/components/review.module.css";
import { ScorecardPanel } from "../../../features/reviews/components/scorecard-panel";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** The Training area's calibration exercise, where a member certifies as a reviewer (issue 16). */
const CALIBRATION_PATH = "/training/calibration";

/**
 * `/hire/candidate-interviews/{id}/review` (admins, HR managers, reviewers): each answer's video
 * beside its question with pinned comments, the caller's scorecard, the team's scores once the
 * caller submitted, notes, and the decision.
 */
export default function ReviewCandidateInterviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id = "" } = useParams();
  const review = useQuery(reviewQueryOptions(id));
  // Blind first pass (decision 0045): "Candidate 7" until the caller submits their review.
  const name = review.data
    ? review.data.blind
      ? t("fairReview.blind.candidateN", { number: review.data.candidateNumber })
      : displayName(review.data)
    : null;
  useDocumentTitle(name ? t("reviews.documentTitle", { name }) : t("reviews.title"));

  if (!user || review.isPending) return <PageLoading label={t("app.loading")} />;
  if (!review.data) {
    const isMissing = isApiError(review.error) && review.error.status === 404;
    return (
      <PageState
        eyebrow={isMissing ? t("pages.notFound.code") : undefined}
        title={isMissing ? t("reviews.notFound") : t("reviews.loadFailed")}
        body={isMissing ? t("reviews.notFoundBody") : apiErrorMessage(t, review.error)}
        actions={
          <>
            {isMissing ? null : (
              <Button variant="secondary" onClick={() => void review.refetch()}>
                {t("reviews.retry")}
              </Button>
            )}
            <ButtonLink to={path("Dashboard")}>{t("reviews.toDashboard")}</ButtonLink>
          </>
        }
      />
    );
  }
  const current = review.data;
  const canManage = canAccessPage(user, "PreRecordedInterview");
  const questions = [...current.questions].sort((left, right) => left.position - right.position);

  return (
    <PageFrame>
      <PageHeader
        title={name}
        back={{
          to: canManage
            ? path("PreRecordedInterview", {
                positionId: current.position.id,
                preRecordedInterviewId: current.interview.id,
              })
            : path("Dashboard"),
          label: canManage ? current.interview.title : t("reviews.toDashboard"),
        }}
      >
        <p className={`${pageBlocks.muted} ${pageBlocks.centredWrap} ${styles.meta}`}>
          <CandidateStatusBadge status={current.status} />
          {current.blind ? (
            <span>{t("fairReview.blind.badge")}</span>
          ) : name !== current.email ? (
            <span>{current.email}</span>
          ) : null}
          <span>
            {t("reviews.for", {
              interview: current.interview.title,
              position: current.position.title,
            })}
          </span>
          {current.version ? (
            <span>{t("reviews.version", { version: current.version })}</span>
          ) : null}
        </p>
      </PageHeader>

      <div className={`${pageBlocks.withAside} ${styles.layout}`}>
        <section className={pageBlocks.column4} aria-labelledby="answers-title">
          <h2 id="answers-title" className={pageBlocks.sectionTitle}>
            {t("reviews.answers.title")}
          </h2>
          {questions.length === 0 ? (
            <p className={pageBlocks.muted}>{t("reviews.answers.none")}</p>
          ) : (
            questions.map((question) => (
              <AnswerPlayer
                key={question.id}
                question={question}
                userId={user.id}
                onReloadVideos={() => void review.refetch()}
              />
            ))
          )}
        </section>

        <aside className={pageBlocks.column4}>
          <section
            className={`${pageBlocks.stack3} ${pageBlocks.raisedSurface} ${styles.panel}`}
            aria-labelledby="scorecard-title"
          >
            <h2 id="scorecard-title" className={pageBlocks.sectionTitle}>
              {current.scorecard
                ? t("reviews.scorecard.titleNamed", { name: current.scorecard.name })
                : t("reviews.scorecard.title")}
            </h2>
            {current.canScore ? (
              <ScorecardPanel key={current.myReview?.updatedAt ?? "new"} review={current} />
            ) : (
              <div className={pageBlocks.stack2}>
                <p>{t("fairReview.gating.body")}</p>
                <ButtonLink to={CALIBRATION_PATH}>{t("fairReview.gating.action")}</ButtonLink>
              </div>
            )}
          </section>
          <section
            className={`${pageBlocks.stack3} ${pageBlocks.raisedSurface} ${styles.panel}`}
            aria-labelledby="team-title"
          >
            <h2 id="team-title" className={pageBlocks.sectionTitle}>
              {t("reviews.team.title")}
            </h2>
            <TeamScores
              isVisible={current.othersVisible}
              criteria={inOrder(current.scorecard?.criteria)}
              average={current.average}
              others={current.reviews}
              texts={{
                hidden: t("reviews.team.hidden"),
                overall: (value) => t("reviews.team.overall", { value }),
                count: t("reviews.team.reviewsCount", {
                  count: current.average?.reviewsCount ?? 0,
                }),
                noOthers: t("reviews.team.noOthers"),
              }}
            />
          </section>
          {current.blind ? (
            <p className={`${pageBlocks.muted} ${styles.panel}`}>{t("fairReview.blind.hidden")}</p>
          ) : null}
          {/* Whoever reviews decides (decision 0009): reviewers as well as managers. */}
          {current.blind ? null : (
            <>
              <section
                className={`${pageBlocks.stack3} ${pageBlocks.raisedSurface} ${styles.panel}`}
                aria-labelledby="decision-title"
              >
                <h2 id="decision-title" className={pageBlocks.sectionTitle}>
                  {t("reviews.decision.title")}
                </h2>
                <DecisionPanel review={current} name={name ?? current.email} />
              </section>
              <section
                className={`${pageBlocks.stack3} ${pageBlocks.raisedSurface} ${styles.panel}`}
                aria-labelledby="notes-title"
              >
                <h2 id="notes-title" className={pageBlocks.sectionTitle}>
                  {t("reviews.notes.title")}
                </h2>
                <NotesPanel candidateInterviewId={current.id} userId={user.id} />
              </section>
            </>
          )}
        </aside>
      </div>
    </PageFrame>
  );
}
