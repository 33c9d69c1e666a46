import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { PlusIcon } from "../../../components/icons/icons";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { AddCandidateModal } from "../../../features/candidates/components/add-candidate-modal";
import { CandidatesList } from "../../../features/candidates/components/candidates-list";
import { ImportModal } from "../../../features/candidates/components/import-modal";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/hire/candidates` (admins, HR managers — SPEC §6): every candidate of the organization. */
export default function CandidatesPage() {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  useDocumentTitle(t("candidates.list.documentTitle"));

  return (
    <PageFrame>
      <PageHeader
        title={t("candidates.list.title")}
        subtitle={t("candidates.list.subtitle")}
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsImporting(true)}>
              {t("candidateImport.button")}
            </Button>
            <Button onClick={() => setIsAdding(true)}>
              <PlusIcon size={18} />
              {t("candidates.list.add")}
            </Button>
          </>
        }
      />
      <SectionCard>
        <CandidatesList onAdd={() => setIsAdding(true)} onImport={() => setIsImporting(true)} />
      </SectionCard>
      <AddCandidateModal open={isAdding} onClose={() => setIsAdding(false)} />
      <ImportModal open={isImporting} onClose={() => setIsImporting(false)} />
    </PageFrame>
  );
}
