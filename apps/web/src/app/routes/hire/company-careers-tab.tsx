import { useTranslation } from "react-i18next";
import { ListEmpty } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";

/**
 * The Company page's Careers page tab. A slot: the careers page settings are built in their own
 * branch and mounted here at merge; until then the tab says what will come.
 */
export default function CompanyCareersTab() {
  const { t } = useTranslation();
  return (
    <section className={pageBlocks.panelCard}>
      <ListEmpty title={t("company.careers.title")} body={t("company.careers.soon")} />
    </section>
  );
}
