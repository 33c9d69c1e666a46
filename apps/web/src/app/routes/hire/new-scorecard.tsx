import { path } from "@candor/shared/routes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { useCreateScorecard } from "../../../features/scorecards/api/scorecards";
import {
  ScorecardForm,
  type ScorecardFormValues,
  valuesOf,
} from "../../../features/scorecards/components/scorecard-form";
import { SCORECARDS_TAB_PATH } from "../../../features/scorecards/components/scorecard-load-problem";
import { TemplatePicker } from "../../../features/scorecards/components/template-picker";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/hire/scorecards/new` (admins, HR managers): a new scorecard, from scratch or from a template
 * (`?template=<id>` preselects one, as Candor's templates link here).
 */
export default function NewScorecardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { push } = useAlerts();
  const [searchParams] = useSearchParams();
  const create = useCreateScorecard();
  // A template replaces the form: a new key mounts it again with the template's values.
  const [start, setStart] = useState<{ key: number; values: ScorecardFormValues }>({
    key: 0,
    values: valuesOf(undefined),
  });
  useDocumentTitle(t("scorecards.page.newTitle"));

  return (
    <PageFrame width="narrow">
      <PageHeader
        back={{ to: SCORECARDS_TAB_PATH, label: t("scorecards.page.back") }}
        title={t("scorecards.page.newTitle")}
        subtitle={t("scorecards.page.newLead")}
      />
      <SectionCard>
        <ScorecardForm
          key={start.key}
          defaultValues={start.values}
          submitLabel={t("scorecards.form.create")}
          onSave={async (input) => {
            const saved = await create.mutateAsync(input);
            push({ type: "notice", message: t("scorecards.form.created", { name: saved.name }) });
            navigate(path("Scorecard", { id: saved.id }));
          }}
        >
          <TemplatePicker
            initialId={searchParams.get("template")}
            onUse={(template) =>
              setStart((current) => ({
                key: current.key + 1,
                values: valuesOf(template, { asCopy: true }),
              }))
            }
          />
        </ScorecardForm>
      </SectionCard>
    </PageFrame>
  );
}
