import type { PositionStatus } from "@candor/shared/schemas/positions";
import { useTranslation } from "react-i18next";
import { StatusBadge, type StatusTone } from "../../../components/status-badge/status-badge";

const TONES: Record<PositionStatus, StatusTone> = {
  draft: "draft",
  open: "success",
  closed: "closed",
};

/** Draft, Open or Closed as a coloured pill (the word carries the meaning, not the colour). */
export function PositionStatusBadge({ status }: { status: PositionStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`positions.status.${status}`)}</StatusBadge>;
}
