import { formatDateTime } from "@candor/shared/format";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { SelectField } from "../../../components/form/select-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { InvitableInterview } from "../api/candidate-invite";
import { invitationErrorMessage } from "../api/invitation-errors";

/**
 * The interviews one can invite to, as a dialog shows them: loading, a failure with a retry,
 * none to choose from — or `children` with the list (the invite form of the profile or the list).
 */
export function InvitableInterviews({
  query,
  children,
}: {
  query: UseQueryResult<InvitableInterview[]>;
  children: (interviews: InvitableInterview[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("candidateInvite.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={`${pageBlocks.stack2} ${pageBlocks.error}`}>
        <p>{invitationErrorMessage(t, query.error)}</p>
        <div>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t("candidateInvite.retry")}
          </Button>
        </div>
      </div>
    );
  }
  if (query.data.length === 0)
    return <p className={pageBlocks.muted}>{t("candidateInvite.none")}</p>;
  return children(query.data);
}

type PickerProps = {
  interviews: readonly InvitableInterview[];
  value: string;
  onChange: (interviewId: string) => void;
  /** Interviews the candidate is in already: shown, not chosen. */
  unavailable?: ReadonlySet<string>;
  error?: string | undefined;
  id?: string;
};

/** The interviews one can invite to, grouped by position (one `<optgroup>` each). */
export function InterviewPicker({
  interviews,
  value,
  onChange,
  unavailable,
  error,
  id,
}: PickerProps) {
  const { t, i18n } = useTranslation();
  const groups = new Map<string, { title: string; interviews: InvitableInterview[] }>();
  for (const interview of interviews) {
    const group = groups.get(interview.positionId) ?? {
      title: interview.positionTitle,
      interviews: [],
    };
    group.interviews.push(interview);
    groups.set(interview.positionId, group);
  }
  const chosen = interviews.find((interview) => interview.id === value);

  return (
    <SelectField
      id={id}
      label={t("candidateInvite.interview")}
      value={value}
      required
      error={error}
      hint={
        chosen?.deadline
          ? t("candidateInvite.interviewDeadline", {
              date: formatDateTime(chosen.deadline, i18n.language),
            })
          : undefined
      }
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t("candidateInvite.chooseInterview")}</option>
      {[...groups.entries()].map(([positionId, group]) => (
        <optgroup key={positionId} label={group.title}>
          {group.interviews.map((interview) => {
            const isUnavailable = unavailable?.has(interview.id) ?? false;
            return (
              <option key={interview.id} value={interview.id} disabled={isUnavailable}>
                {isUnavailable
                  ? t("candidateInvite.alreadyInvitedOption", { title: interview.title })
                  : interview.title}
              </option>
            );
          })}
        </optgroup>
      ))}
    </SelectField>
  );
}
