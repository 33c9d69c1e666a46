import { displayName, formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import {
  CANDIDATE_INTERVIEW_STATUSES,
  type CandidateInterviewStatus,
} from "@candor/shared/rules/interviews";
import { useQuery } from "@tanstack/react-query";
import { DropdownMenu } from "radix-ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { ButtonLink } from "../../../components/button/button";
import { DataTable } from "../../../components/data-table/data-table";
import { ChevronDownIcon, UsersIcon } from "../../../components/icons/icons";
import { ListBody, ListEmpty } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Pagination } from "../../../components/pagination/pagination";
import { StatusTabs } from "../../../components/status-tabs/status-tabs";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useCursorPages } from "../../../lib/use-cursor-pages";
import {
  type AccommodationRequest,
  pendingAccommodationRequestsQueryOptions,
} from "../api/accommodation-requests";
import {
  type CandidateInterview,
  type CandidateInterviewsParams,
  candidateInterviewsQueryOptions,
  useRemindCandidate,
} from "../api/interview-candidates";
import { AccommodationRequestDialog } from "./accommodation-request-dialog";
import { AccommodationsDialog, DeadlineDialog } from "./candidate-dialogs";
import { CandidateStatusBadge } from "./candidate-status-badge";
import styles from "./interview-page.module.css";

/** Statuses whose candidates have answers to review. */
const REVIEWABLE: readonly CandidateInterviewStatus[] = [
  "completed",
  "reviewed",
  "advanced",
  "rejected",
];
const NOT_DONE: readonly CandidateInterviewStatus[] = ["invited", "started"];

/**
 * The interview's candidates: status tabs with `meta.count_by_status`, a page of candidates, and
 * each one's actions — remind, extend the deadline, accommodations, open the review.
 */
export function CandidatesPanel({ interviewId }: { interviewId: string }) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const listId = useId();
  const [status, setStatus] = useState<CandidateInterviewStatus | null>(null);
  // Each page reached by Next is read after the previous page's last row (keyset, decision 0037):
  // deep pages of a long interview cost what the first does. A tab change starts over.
  const pages = useCursorPages();
  const params: CandidateInterviewsParams = { status, page: pages.page, cursor: pages.cursor };
  const [deadlineFor, setDeadlineFor] = useState<CandidateInterview | null>(null);
  const [accommodationsFor, setAccommodationsFor] = useState<CandidateInterview | null>(null);
  const candidates = useQuery(candidateInterviewsQueryOptions(interviewId, params));
  // Open accommodation requests (issue 17): a badge on the candidate's row opens the answer.
  const pendingRequests = useQuery(pendingAccommodationRequestsQueryOptions(interviewId));
  const [requestFor, setRequestFor] = useState<{
    candidate: CandidateInterview;
    request: AccommodationRequest;
  } | null>(null);
  const remind = useRemindCandidate(interviewId);
  const list = candidates.data;
  const counts = list?.countByStatus ?? null;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;

  async function sendReminder(candidate: CandidateInterview) {
    try {
      await remind.mutateAsync(candidate.id);
      push({
        type: "notice",
        message: t("interviews.candidates.reminded", { email: candidate.email }),
      });
    } catch (error) {
      push({ type: "danger", message: apiErrorMessage(t, error) });
    }
  }

  const body = (
    <ListBody
      query={candidates}
      loadingLabel={t("interviews.candidates.loading")}
      loadFailedTitle={t("interviews.candidates.loadFailed")}
      empty={
        <ListEmpty
          icon={<UsersIcon size={28} />}
          title={
            params.status
              ? t("interviews.candidates.noneWithStatus", {
                  status: t(`interviews.status.${params.status}`),
                })
              : t("interviews.candidates.emptyTitle")
          }
          body={params.status ? undefined : t("interviews.candidates.emptyBody")}
        />
      }
    >
      {(list) => (
        <div className={styles.tableScroll}>
          <DataTable density="compact" isRefreshing={candidates.isPlaceholderData}>
            <thead>
              <tr>
                <th scope="col">{t("interviews.candidates.candidate")}</th>
                <th scope="col">{t("interviews.candidates.statusColumn")}</th>
                <th scope="col">{t("interviews.candidates.deadline")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("interviews.candidates.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.records.map((candidate) => {
                const name = displayName(candidate);
                const canReview = REVIEWABLE.includes(candidate.status);
                const isNotDone = NOT_DONE.includes(candidate.status);
                const accommodation = [
                  candidate.timeMultiplier > 1
                    ? t("interviews.candidates.extraTime", { multiplier: candidate.timeMultiplier })
                    : null,
                  candidate.extraRetakes > 0
                    ? t("interviews.candidates.extraRetakes", { count: candidate.extraRetakes })
                    : null,
                ]
                  .filter(Boolean)
                  .join(", ");
                return (
                  <tr key={candidate.id}>
                    <td className={styles.nameCell}>
                      <span className={pageBlocks.column}>
                        <span className={styles.candidateName}>{name}</span>
                        {name !== candidate.email ? (
                          <span className={pageBlocks.muted}>{candidate.email}</span>
                        ) : null}
                        <span className={pageBlocks.muted}>
                          {t("interviews.candidates.invitedOn", {
                            date: formatDate(candidate.invitedAt, i18n.language),
                          })}
                        </span>
                        {accommodation ? (
                          <span className={styles.accommodationNote}>{accommodation}</span>
                        ) : null}
                        {(() => {
                          const request = pendingRequests.data?.find(
                            (row) => row.candidateInterviewId === candidate.id,
                          );
                          return request ? (
                            <span>
                              <button
                                type="button"
                                className={styles.requestBadge}
                                onClick={() => setRequestFor({ candidate, request })}
                              >
                                {t("candidateComms.team.badge", {
                                  kind: t(`candidateComms.kinds.${request.kind}`),
                                })}
                              </button>
                            </span>
                          ) : null;
                        })()}
                      </span>
                    </td>
                    <td data-label={t("interviews.candidates.statusColumn")}>
                      <span className={styles.statusStack}>
                        <CandidateStatusBadge status={candidate.status} />
                        {candidate.version ? (
                          <span className={pageBlocks.muted}>
                            {t("interviews.page.version", { version: candidate.version })}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t("interviews.candidates.deadline")}>
                      {candidate.effectiveDeadline
                        ? formatDate(candidate.effectiveDeadline, i18n.language)
                        : t("interviews.candidates.noDeadline")}
                    </td>
                    <td className={styles.actionsCell}>
                      {canReview ? (
                        <ButtonLink
                          size="sm"
                          variant="secondary"
                          to={path("ReviewCandidateInterview", { id: candidate.id })}
                          aria-label={t("interviews.candidates.reviewOf", { name })}
                        >
                          {t("interviews.candidates.review")}
                        </ButtonLink>
                      ) : null}
                      {isNotDone ? (
                        <DropdownMenu.Root>
                          <DropdownMenu.Trigger
                            className={`${pageBlocks.control} ${pageBlocks.inlineRow} ${styles.menuTrigger}`}
                            aria-label={t("interviews.candidates.actionsFor", { name })}
                          >
                            {t("interviews.candidates.actions")}
                            <ChevronDownIcon size={16} />
                          </DropdownMenu.Trigger>
                          <DropdownMenu.Portal>
                            <DropdownMenu.Content
                              className={`${pageBlocks.menu} ${styles.menu}`}
                              align="end"
                              sideOffset={6}
                            >
                              <DropdownMenu.Item
                                className={pageBlocks.menuItem}
                                onSelect={() => void sendReminder(candidate)}
                              >
                                {t("interviews.candidates.remind")}
                              </DropdownMenu.Item>
                              <DropdownMenu.Item
                                className={pageBlocks.menuItem}
                                onSelect={() => setDeadlineFor(candidate)}
                              >
                                {t("interviews.candidates.extendDeadline")}
                              </DropdownMenu.Item>
                              <DropdownMenu.Item
                                className={pageBlocks.menuItem}
                                onSelect={() => setAccommodationsFor(candidate)}
                              >
                                {t("interviews.candidates.accommodations")}
                              </DropdownMenu.Item>
                            </DropdownMenu.Content>
                          </DropdownMenu.Portal>
                        </DropdownMenu.Root>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </div>
      )}
    </ListBody>
  );

  const tabs = [null, ...CANDIDATE_INTERVIEW_STATUSES] as const;

  return (
    <div className={`${pageBlocks.stack3} ${styles.candidates}`}>
      <StatusTabs
        legend={t("interviews.candidates.statusFilter")}
        tabs={tabs.map((status) => ({
          value: status,
          label: status ? t(`interviews.status.${status}`) : t("interviews.candidates.all"),
          count: counts ? (status ? counts[status] : total) : null,
        }))}
        selected={params.status}
        onSelect={(next) => {
          pages.reset();
          setStatus(next);
        }}
        controls={listId}
        phoneLayout="scroll"
      />
      <div id={listId} aria-busy={candidates.isFetching || undefined}>
        {body}
      </div>
      {list?.pagy && list.records.length > 0 ? (
        <Pagination
          pagy={list.pagy}
          label={t("interviews.candidates.pages")}
          onPage={(target) =>
            pages.step(
              target,
              { page: list.pagy?.page ?? 1, nextCursor: list.nextCursor },
              candidates.isPlaceholderData,
            )
          }
        />
      ) : null}
      <DeadlineDialog
        key={`deadline-${deadlineFor?.id ?? "none"}`}
        interviewId={interviewId}
        candidate={deadlineFor}
        onClose={() => setDeadlineFor(null)}
      />
      <AccommodationRequestDialog
        key={`request-${requestFor?.request.id ?? "none"}`}
        interviewId={interviewId}
        candidate={requestFor?.candidate ?? null}
        request={requestFor?.request ?? null}
        onClose={() => setRequestFor(null)}
      />
      <AccommodationsDialog
        key={`accommodations-${accommodationsFor?.id ?? "none"}`}
        interviewId={interviewId}
        candidate={accommodationsFor}
        onClose={() => setAccommodationsFor(null)}
      />
    </div>
  );
}
