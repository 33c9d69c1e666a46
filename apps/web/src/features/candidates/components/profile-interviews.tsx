import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  type CandidateProfileInterview,
  candidateInterviewsQueryOptions,
} from "../api/candidate-profile";

/** What the caller may see of the scores: the review page's blind-until-submitted rule. */
function Scores({ interview }: { interview: CandidateProfileInterview }) {
  const { t } = useTranslation();
  if (!interview.average) {
    return (
      <p className={pageBlocks.muted}>
        {interview.reviewsCount === 0
          ? t("candidateProfile.interviews.noReviews")
          : t("candidateProfile.interviews.hidden", { count: interview.reviewsCount })}
      </p>
    );
  }
  const names = new Map(interview.criteria.map((criterion) => [criterion.id, criterion.name]));
  return (
    <div className={pageBlocks.stack}>
      <p>
        {t("candidateProfile.interviews.average", {
          score: interview.average.overall ?? "–",
          count: interview.average.reviewsCount,
        })}
      </p>
      {interview.average.byCriterion.length > 0 ? (
        <ul className={`${pageBlocks.bareList} ${pageBlocks.muted}`}>
          {interview.average.byCriterion.map((entry) => (
            <li key={entry.criterionId}>
              {names.get(entry.criterionId)}: {entry.average ?? "–"}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Every one-way interview of the candidate, with a link to its review page. */
export function ProfileInterviews({ candidateId }: { candidateId: string }) {
  const { t, i18n } = useTranslation();
  const interviews = useQuery(candidateInterviewsQueryOptions(candidateId));

  if (interviews.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("candidateProfile.interviews.loading")}
      </p>
    );
  }
  if (interviews.isError) {
    return (
      <p className={pageBlocks.error} role="alert">
        {apiErrorMessage(t, interviews.error)}
      </p>
    );
  }
  if (interviews.data.length === 0) {
    return <p className={pageBlocks.muted}>{t("candidateProfile.interviews.none")}</p>;
  }
  return (
    <ul className={pageBlocks.list3}>
      {interviews.data.map((interview) => {
        const { timeMultiplier, extraRetakes } = interview.accommodations;
        const accommodated = timeMultiplier !== 1 || extraRetakes > 0;
        return (
          <li key={interview.id} className={pageBlocks.stack2}>
            <p className={pageBlocks.semibold}>
              {t("candidateProfile.interviews.for", {
                interview: interview.interview.title,
                position: interview.position.title,
              })}
            </p>
            <p className={pageBlocks.metaRow}>
              <span>{t(`interviews.status.${interview.status}`)}</span>
              <span>
                {interview.effectiveDeadline
                  ? t("candidateProfile.interviews.deadline", {
                      date: formatDate(interview.effectiveDeadline, i18n.language),
                    })
                  : t("candidateProfile.interviews.noDeadline")}
              </span>
              {accommodated ? (
                <span>
                  {t("candidateProfile.interviews.accommodations", {
                    multiplier: timeMultiplier,
                    count: extraRetakes,
                  })}
                </span>
              ) : null}
            </p>
            <Scores interview={interview} />
            <Link to={path("ReviewCandidateInterview", { id: interview.id })}>
              {t("candidateProfile.interviews.review", { interview: interview.interview.title })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
