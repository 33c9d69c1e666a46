import { useTranslation } from "react-i18next";
import { useOfferedTour } from "../../lib/product-tour/tour-registry";
import { CompassIcon } from "../icons/shell-icons";

/**
 * The help menu's "Page tour" (issue 18): restarts the product tour of the page on screen, also
 * after it was finished or skipped. Nothing when the page has no tour.
 */
export function TourRestartButton({
  className,
  labelClassName,
  title,
}: {
  className?: string;
  /** For the label, e.g. a class hiding it on phones or in a collapsed sidebar. */
  labelClassName?: string;
  title?: string;
}) {
  const { t } = useTranslation();
  const tour = useOfferedTour();
  if (!tour) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => tour.start()}
      title={title}
      data-tour-restart={tour.key}
    >
      <CompassIcon size={18} />
      <span className={labelClassName}>{t("tour.restart")}</span>
    </button>
  );
}
