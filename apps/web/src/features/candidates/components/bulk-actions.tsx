import {
  type BulkCandidatesInput,
  CANDIDATE_BULK_FILTER_MAX,
} from "@candor/shared/schemas/candidate-bulk";
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
import {
  candidatesBulkFilter,
  downloadCandidatesCsv,
  useBulkUpdateCandidates,
} from "../api/candidate-bulk";
import type { CandidatesListParams, PositionChoice } from "../api/candidates";
import { BulkInvite } from "./bulk-invite";

type Dialog = "move" | "tag" | "reject" | null;

/**
 * What the bulk actions act on: chosen candidates, or every one the list's filters find
 * ("select all matching"), as many as `count`.
 */
export type BulkTarget =
  | { ids: readonly string[] }
  | { params: CandidatesListParams; count: number };

export type BulkActionsProps = {
  target: BulkTarget;
  positions: readonly PositionChoice[];
  stages: readonly PipelineStage[];
  onClear: () => void;
};

/**
 * What can be done with the selected candidates: move them to a stage of a position, add a
 * tag, export them as CSV. Each change is one request (with the ids, or the list's filter for
 * "every one matching"); the list refreshes and the selection clears once it is done. The
 * count is announced as it changes; past the server's cap for a selection by filter, moving and
 * tagging are offered no more (export still is).
 */
export function BulkActions({ target, positions, stages, onClear }: BulkActionsProps) {
  const { t, i18n } = useTranslation();
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
    const selection =
      "ids" in target ? { ids: [...target.ids] } : { filter: candidatesBulkFilter(target.params) };
    const changed = await bulk.mutateAsync({ ...selection, action }).catch(() => null);
    if (changed === null) return;
    push({ type: "notice", message: t("candidateImport.bulk.changed", { count: changed }) });
    close();
    setTag("");
    onClear();
  }

  async function exportSelected() {
    setExportError(false);
    const source = "ids" in target ? { ids: target.ids } : { params: target.params };
    await downloadCandidatesCsv(source).catch(() => setExportError(true));
  }

  const count = "ids" in target ? target.ids.length : target.count;
  const isTooMany = !("ids" in target) && target.count > CANDIDATE_BULK_FILTER_MAX;
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
      <span className={pageBlocks.bold} role="status">
        {t("candidateImport.bulk.selected", { count })}
      </span>
      <span className={pageBlocks.wrapRow}>
        <Button
          size="sm"
          variant="secondary"
          disabled={isTooMany}
          onClick={() => setDialog("move")}
        >
          {t("candidateImport.bulk.moveTitle")}
        </Button>
        <Button size="sm" variant="secondary" disabled={isTooMany} onClick={() => setDialog("tag")}>
          {t("candidateImport.bulk.addTagTitle")}
        </Button>
        {/* Invitations are emails: offered for a chosen selection, not every match. */}
        {"ids" in target ? <BulkInvite ids={target.ids} onDone={onClear} /> : null}
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
      {isTooMany ? (
        <p className={pageBlocks.muted}>
          {t("candidatesList.tooManyForBulk", {
            max: new Intl.NumberFormat(i18n.language).format(CANDIDATE_BULK_FILTER_MAX),
          })}
        </p>
      ) : null}
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
          <PositionSelect positions={positions} value={positionId} onChange={setPositionId} />
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
          <PositionSelect positions={positions} value={positionId} onChange={setPositionId} />
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

/** The position a move or a rejection applies to (both dialogs ask for one). */
function PositionSelect({
  positions,
  value,
  onChange,
}: {
  positions: readonly PositionChoice[];
  value: string;
  onChange: (positionId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t("candidateImport.bulk.position")}
      value={value}
      required
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t("candidateImport.bulk.choosePosition")}</option>
      {positions.map((position) => (
        <option key={position.id} value={position.id}>
          {position.title}
        </option>
      ))}
    </SelectField>
  );
}
