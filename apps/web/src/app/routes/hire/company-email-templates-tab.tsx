import { useTranslation } from "react-i18next";
import { ListEmpty } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";

/**
 * The Company page's Email templates tab. A slot: the templates editor (`EmailTemplatesPanel`)
 * is built in its own branch and mounted here at merge; until then the tab says what will come.
 */
export default function CompanyEmailTemplatesTab() {
  const { t } = useTranslation();
  return (
    <section className={pageBlocks.panelCard}>
      <ListEmpty
        title={t("company.emailTemplates.title")}
        body={t("company.emailTemplates.soon")}
      />
    </section>
  );
}
