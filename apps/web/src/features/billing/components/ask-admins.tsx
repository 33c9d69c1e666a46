import { displayName } from "@candor/shared/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MailIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { organizationAdminsQueryOptions } from "../api/organization-admins";
import styles from "./billing.module.css";

/**
 * The organization's admins, each with a mail link: whom a member asks about billing. `intro`
 * leads the list; when no admin can be listed, one sentence says to ask the team instead.
 */
export function AskAdmins({ viewerId, intro }: { viewerId: string; intro: string }) {
  const { t } = useTranslation();
  const admins = useQuery(organizationAdminsQueryOptions(viewerId));

  if (admins.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("billing.admins.loading")}
      </p>
    );
  }
  const others = (admins.data ?? []).filter((admin) => admin.id !== viewerId);
  if (admins.isError || others.length === 0) {
    return <p className={pageBlocks.muted}>{t("billing.admins.unknown")}</p>;
  }
  return (
    <>
      <p className={pageBlocks.muted}>{intro}</p>
      <ul className={`${pageBlocks.list2} ${styles.admins}`} aria-label={t("billing.admins.label")}>
        {others.map((admin) => {
          const name = displayName(admin);
          return (
            <li key={admin.id}>
              <span className={pageBlocks.semibold}>{name}</span>
              <a
                className={`${pageBlocks.inlineRow} ${styles.adminEmail}`}
                href={`mailto:${admin.email}`}
                aria-label={t("billing.admins.email", { name })}
              >
                <MailIcon size={16} />
                {admin.email}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
