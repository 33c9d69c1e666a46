import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { CareersPosition } from "../api/careers";

/** Department · place (or remote) · kind of contract, whichever the position says. */
export function PositionMeta({ position }: { position: CareersPosition }) {
  const { t } = useTranslation();
  const parts = [
    position.department,
    position.location,
    position.locationType ? t(`positions.locationTypes.${position.locationType}`) : null,
    position.employmentType ? t(`positions.employmentTypes.${position.employmentType}`) : null,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return <p className={pageBlocks.subdued}>{parts.join(" · ")}</p>;
}
