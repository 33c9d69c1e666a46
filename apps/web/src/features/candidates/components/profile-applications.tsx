import { formatDate } from "@candor/shared/format";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { SelectField } from "../../../components/form/select-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useCandidateProfileMutations } from "../api/candidate-profile";
import { type Candidate, positionChoicesQueryOptions } from "../api/candidates";

/**
 * The positions the candidate is in, each with its stage, moved from here (recorded in the
 * timeline), and a way to add them to another position.
 */
export function ProfileApplications({
  candidate,
  stages,
}: {
  candidate: Candidate;
  stages: readonly PipelineStage[];
}) {
  const { t, i18n } = useTranslation();
  const { moveStage } = useCandidateProfileMutations(candidate.id);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <div className={pageBlocks.stack3}>
      {candidate.positions.length === 0 ? (
        <p className={pageBlocks.muted}>{t("candidateProfile.applications.none")}</p>
      ) : (
        <ul className={pageBlocks.list2}>
          {candidate.positions.map((entry) => (
            <li key={entry.id} className={pageBlocks.spreadRow}>
              <div>
                <p className={pageBlocks.semibold}>{entry.positionTitle}</p>
                <p className={pageBlocks.muted}>
                  {t("candidateProfile.applications.since", {
                    date: formatDate(entry.stageChangedAt, i18n.language),
                  })}
                </p>
              </div>
              <SelectField
                label={t("candidateProfile.applications.stageOf", {
                  position: entry.positionTitle,
                })}
                value={entry.stage}
                disabled={moveStage.isPending}
                onChange={(event) => {
                  setProblem(null);
                  moveStage.mutate(
                    { candidatePositionId: entry.id, stage: event.target.value },
                    { onError: (error) => setProblem(apiErrorMessage(t, error)) },
                  );
                }}
              >
                {stages.map((stage) => (
                  <option key={stage.key} value={stage.key}>
                    {stage.name}
                  </option>
                ))}
              </SelectField>
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p className={pageBlocks.error} role="alert">
          {problem}
        </p>
      ) : null}
      <AddToPosition candidate={candidate} />
    </div>
  );
}

function AddToPosition({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const positions = useQuery(positionChoicesQueryOptions);
  const { addToPosition } = useCandidateProfileMutations(candidate.id);
  const [positionId, setPositionId] = useState("");
  const taken = new Set(candidate.positions.map((entry) => entry.positionId));
  const choices = (positions.data ?? []).filter((position) => !taken.has(position.id));
  if (positions.isSuccess && choices.length === 0) return null;

  return (
    <form
      className={pageBlocks.stack2}
      onSubmit={(event) => {
        event.preventDefault();
        if (!positionId) return;
        addToPosition.mutate(positionId, { onSuccess: () => setPositionId("") });
      }}
    >
      <SelectField
        label={t("candidateProfile.applications.addLabel")}
        value={positionId}
        onChange={(event) => setPositionId(event.target.value)}
        error={addToPosition.error ? apiErrorMessage(t, addToPosition.error) : undefined}
      >
        <option value="">{t("candidateProfile.applications.choose")}</option>
        {choices.map((position) => (
          <option key={position.id} value={position.id}>
            {position.title}
          </option>
        ))}
      </SelectField>
      <div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={!positionId || addToPosition.isPending}
        >
          {t("candidateProfile.applications.add")}
        </Button>
      </div>
    </form>
  );
}
