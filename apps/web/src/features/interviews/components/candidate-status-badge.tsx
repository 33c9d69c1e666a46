import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import { useTranslation } from "react-i18next";
import { StatusBadge, type StatusTone } from "../../../components/status-badge/status-badge";

const TONES: Record<CandidateInterviewStatus, StatusTone> = {
  invited: "neutral",
  started: "brand",
  completed: "brand",
  reviewed: "warning",
  advanced: "success",
  rejected: "danger",
};

/** A candidate interview's status as a pill: the word carries the meaning, the colour helps. */
export function CandidateStatusBadge({ status }: { status: CandidateInterviewStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`interviews.status.${status}`)}</StatusBadge>;
}
