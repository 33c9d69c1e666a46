import { displayName, formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table/data-table";
import formStyles from "../../../components/form/form.module.css";
import selectStyles from "../../../components/form/select-field.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { PipelineCard } from "../api/pipeline";

/** The board as a table: each candidate's name, a stage select that moves them, when added. */
export function PipelineList({
  stages,
  cards,
  onMove,
}: {
  stages: readonly PipelineStage[];
  cards: readonly PipelineCard[];
  onMove: (card: PipelineCard, stage: PipelineStage) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable density="compact">
      <thead>
        <tr>
          <th scope="col">{t("pipeline.board.name")}</th>
          <th scope="col">{t("pipeline.board.stage")}</th>
          <th scope="col">{t("pipeline.board.added")}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => {
          const name = displayName(card);
          return (
            <tr key={card.id}>
              <td data-label={t("pipeline.board.name")}>
                <Link
                  to={path("Candidate", { id: card.candidateId })}
                  className={pageBlocks.itemName}
                >
                  {name}
                </Link>
              </td>
              <td data-label={t("pipeline.board.stage")}>
                <select
                  className={`${formStyles.input} ${selectStyles.select}`}
                  aria-label={t("pipeline.board.stageOf", { name })}
                  value={card.stage}
                  onChange={(event) => {
                    const stage = stages.find((item) => item.key === event.target.value);
                    if (stage) onMove(card, stage);
                  }}
                >
                  {stages.map((stage) => (
                    <option key={stage.key} value={stage.key}>
                      {stage.name}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label={t("pipeline.board.added")}>
                {formatDate(card.createdAt, i18n.language)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
