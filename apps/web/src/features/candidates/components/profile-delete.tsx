import { displayName } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  candidateInterviewsQueryOptions,
  candidateNotesQueryOptions,
  candidateResumeQueryOptions,
  useCandidateProfileMutations,
} from "../api/candidate-profile";
import type { Candidate } from "../api/candidates";

/**
 * "Delete candidate": the confirmation names what goes with them (their interviews and
 * recordings, notes, résumé), then back to the list.
 */
export function ProfileDelete({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { push } = useAlerts();
  const [open, setOpen] = useState(false);
  const { remove } = useCandidateProfileMutations(candidate.id);
  // Already loaded by the page's sections: read from the cache, not asked again.
  const interviews = useQuery(candidateInterviewsQueryOptions(candidate.id));
  const notes = useQuery(candidateNotesQueryOptions(candidate.id));
  const resume = useQuery(candidateResumeQueryOptions(candidate.id));
  const name = displayName(candidate);

  const goes = [
    t("candidateProfile.delete.interviews", { count: interviews.data?.length ?? 0 }),
    t("candidateProfile.delete.notes", { count: notes.data?.length ?? 0 }),
    ...(resume.data ? [t("candidateProfile.delete.resume")] : []),
  ].join(", ");

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t("candidateProfile.delete.action")}
      </Button>
      <ConfirmModal
        open={open}
        onOpenChange={setOpen}
        title={t("candidateProfile.delete.title", { name })}
        description={t("candidateProfile.delete.body", { name, goes })}
        confirmLabel={t("candidateProfile.delete.confirm")}
        isBusy={remove.isPending}
        error={remove.error ? apiErrorMessage(t, remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              push({ type: "notice", message: t("candidateProfile.delete.done", { name }) });
              navigate(path("Candidates"));
            },
          })
        }
      />
    </>
  );
}
