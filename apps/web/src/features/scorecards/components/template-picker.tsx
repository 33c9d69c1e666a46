import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { SelectField } from "../../../components/form/select-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { type Scorecard, templatesQueryOptions } from "../api/scorecards";
import styles from "./scorecards.module.css";

/**
 * "Start from a template": Candor's templates and the organization's own; choosing one fills the
 * form with its name and criteria (what was typed is replaced).
 */
export function TemplatePicker({
  initialId,
  onUse,
}: {
  initialId?: string | null;
  onUse: (template: Scorecard) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const templates = useQuery(templatesQueryOptions);
  const [chosen, setChosen] = useState(initialId ?? "");

  if (templates.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("scorecards.templates.loading")}
      </p>
    );
  }
  if (!templates.data) {
    return (
      <p className={pageBlocks.error} role="alert">
        {apiErrorMessage(t, templates.error)}
      </p>
    );
  }
  const library = templates.data.filter((template) => template.isLibrary);
  const own = templates.data.filter((template) => !template.isLibrary);
  const template = templates.data.find((item) => item.id === chosen);

  return (
    <section
      className={`${pageBlocks.wrapRow3} ${styles.templates}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("scorecards.templates.title")}
      </h2>
      <SelectField
        label={t("scorecards.templates.title")}
        hint={t("scorecards.templates.hint")}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">{t("scorecards.templates.none")}</option>
        <optgroup label={t("scorecards.templates.library")}>
          {library.map((item) => (
            <option key={item.id} value={item.id}>
              {t("scorecards.templates.option", { name: item.name, count: item.criteria.length })}
            </option>
          ))}
        </optgroup>
        {own.length > 0 ? (
          <optgroup label={t("scorecards.templates.own")}>
            {own.map((item) => (
              <option key={item.id} value={item.id}>
                {t("scorecards.templates.option", { name: item.name, count: item.criteria.length })}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
      <Button variant="secondary" disabled={!template} onClick={() => template && onUse(template)}>
        {t("scorecards.templates.use")}
      </Button>
    </section>
  );
}
