import type { BulkCandidatesInput } from "@candor/shared/schemas/candidate-bulk";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { downloadCandidatesCsv, useBulkUpdateCandidates } from "../api/candidate-bulk";
import type { PositionChoice } from "../api/candidates";

type Dialog = "move" | "tag" | "reject" | null;

export type BulkActionsProps = {
  ids: readonly string[];
  positions: readonly PositionChoice[];
  stages: readonly PipelineStage[];
  onClear: () => void;
};

/**
 * What can be done with the selected candidates: move them to a stage of a position, add a
 * tag, export them as CSV. Each change is one request; the list refreshes and the selection
 * clears once it is done.
 */
export function BulkActions({ ids, positions, stages, onClear }: BulkActionsProps) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const bulk = useBulkUpdateCandidates();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [positionId, setPositionId] = useState("");
  const [stage, setStage] = useState(stages[0]?.key ?? "");
  const [tag, setTag] = useState("");
  const [notifyRejected, setNotifyRejected] = useState(true);
  const [exportError, setExportError] = useState(false);

  function close() {
    setDialog(null);
    bulk.reset();
  }

  async function run(event: FormEvent, action: BulkCandidatesInput["action"]) {
    event.preventDefault();
    const changed = await bulk.mutateAsync({ ids: [...ids], action }).catch(() => null);
    if (changed === null) return;
    push({ type: "notice", message: t("candidateImport.bulk.changed", { count: changed }) });
    close();
    setTag("");
    onClear();
  }

  async function exportSelected() {
    setExportError(false);
    await downloadCandidatesCsv({ ids }).catch(() => setExportError(true));
  }

  const error = bulk.error ? <FormBanner>{apiErrorMessage(t, bulk.error)}</FormBanner> : null;
  const actions = (label: string) => (
    <div className={pageBlocks.endActions}>
      <Button variant="secondary" onClick={close}>
        {t("candidateImport.bulk.cancel")}
      </Button>
      <SubmitButton isBusy={bulk.isPending}>{label}</SubmitButton>
    </div>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t("candidateImport.bulk.toolbar")}
      className={pageBlocks.spreadRow}
    >
      <span className={pageBlocks.bold}>
        {t("candidateImport.bulk.selected", { count: ids.length })}
      </span>
      <span className={pageBlocks.wrapRow}>
        <Button size="sm" variant="secondary" onClick={() => setDialog("move")}>
          {t("candidateImport.bulk.moveTitle")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog("tag")}>
          {t("candidateImport.bulk.addTagTitle")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog("reject")}>
          {t("candidateMessages.bulk.action")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void exportSelected()}>
          {t("candidateImport.export.selected")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t("candidateImport.bulk.clear")}
        </Button>
      </span>
      {exportError ? (
        <p className={pageBlocks.error} role="alert">
          {t("candidateImport.export.failed")}
        </p>
      ) : null}

      <Modal
        open={dialog === "move"}
        onOpenChange={(open) => (open ? null : close())}
        title={t("candidateImport.bulk.moveTitle")}
        description={t("candidateImport.bulk.moveDescription")}
      >
        <form
          className={pageBlocks.stack4}
          onSubmit={(event) =>
            void run(event, { type: "move_stage", position_id: positionId, stage })
          }
        >
          {error}
          <SelectField
            label={t("candidateImport.bulk.position")}
            value={positionId}
            required
            onChange={(event) => setPositionId(event.target.value)}
          >
            <option value="">{t("candidateImport.bulk.choosePosition")}</option>
            {positions.map((position) => (
              <option key={position.id} value={position.id}>
                {position.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("candidateImport.bulk.stage")}
            value={stage}
            onChange={(event) => setStage(event.target.value)}
          >
            {stages.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.name}
              </option>
            ))}
          </SelectField>
          {actions(t("candidateImport.bulk.move"))}
        </form>
      </Modal>

      <Modal
        open={dialog === "reject"}
        onOpenChange={(open) => (open ? null : close())}
        title={t("candidateMessages.bulk.title")}
        description={t("candidateMessages.bulk.description")}
      >
        <form
          className={pageBlocks.stack4}
          onSubmit={(event) =>
            void run(event, {
              type: "reject",
              position_id: positionId,
              notify_candidate: notifyRejected,
            })
          }
        >
          {error}
          <SelectField
            label={t("candidateImport.bulk.position")}
            value={positionId}
            required
            onChange={(event) => setPositionId(event.target.value)}
          >
            <option value="">{t("candidateImport.bulk.choosePosition")}</option>
            {positions.map((position) => (
              <option key={position.id} value={position.id}>
                {position.title}
              </option>
            ))}
          </SelectField>
          <label className={pageBlocks.row2}>
            <input
              type="checkbox"
              checked={notifyRejected}
              onChange={(event) => setNotifyRejected(event.target.checked)}
            />
            {t("candidateMessages.bulk.notify")}
          </label>
          {actions(t("candidateMessages.bulk.confirm"))}
        </form>
      </Modal>

      <Modal
        open={dialog === "tag"}
        onOpenChange={(open) => (open ? null : close())}
        title={t("candidateImport.bulk.addTagTitle")}
      >
        <form
          className={pageBlocks.stack4}
          onSubmit={(event) => void run(event, { type: "add_tag", tag: tag.trim() })}
        >
          {error}
          <TextField
            label={t("candidateImport.bulk.tag")}
            value={tag}
            required
            maxLength={50}
            onChange={(event) => setTag(event.target.value)}
          />
          {actions(t("candidateImport.bulk.addTag"))}
        </form>
      </Modal>
    </div>
  );
}
