import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListEmpty, ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { careersPageQueryOptions } from "../../../features/careers/api/careers";
import { useSession } from "../../../lib/auth/use-session";

/**
 * The Company page's Careers page tab: where the public page lives, how a position gets on it
 * (its "Show on the careers page" switch), and what candidates see there now — read from the
 * same public call the careers page makes, so it can never disagree with it.
 */
export default function CompanyCareersTab() {
  const { t } = useTranslation();
  const subdomain = useSession().user?.subdomain ?? "";
  const careers = useQuery({ ...careersPageQueryOptions(subdomain), enabled: subdomain !== "" });
  const careersPath = path("Careers");

  return (
    <section className={pageBlocks.panelCard} aria-labelledby="company-careers-title">
      <h2 id="company-careers-title" className={pageBlocks.sectionTitle}>
        {t("company.careers.title")}
      </h2>
      <p className={pageBlocks.muted}>
        {t("company.careers.where")}{" "}
        <a href={careersPath} target="_blank" rel="noreferrer">
          {`${window.location.host}${careersPath}`}
        </a>
      </p>
      <p className={pageBlocks.muted}>
        {t("company.careers.how")}{" "}
        <Link to={path("Positions")}>{t("company.careers.toPositions")}</Link>
      </p>
      <h3 className={pageBlocks.bold}>{t("company.careers.listed")}</h3>
      {careers.isPending ? (
        <ListLoading label={t("company.careers.loading")} rows={2} />
      ) : careers.isError ? (
        <ListError
          isCompact
          title={t("company.careers.loadFailed")}
          error={careers.error}
          onRetry={() => void careers.refetch()}
        />
      ) : careers.data.positions.length === 0 ? (
        <ListEmpty isCompact title={t("company.careers.empty")} body={t("company.careers.how")} />
      ) : (
        <ul className={pageBlocks.stack2}>
          {careers.data.positions.map((position) => (
            <li key={position.id}>
              <Link to={path("Position", { id: position.id })}>{position.title}</Link>
              {position.location ? (
                <span className={pageBlocks.muted}> · {position.location}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
