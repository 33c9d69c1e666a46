import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { LAST_STAGE, STAGE_IN_USE } from "@candor/shared/schemas/pipeline-stages";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { FormBanner } from "../../../components/form/form-banner";
import { TextField } from "../../../components/form/text-field";
import { PencilIcon, TrashIcon } from "../../../components/icons/icons";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { moveItem, SortableList } from "../../../components/sortable-list/sortable-list";
import sortable from "../../../components/sortable-list/sortable-list.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { ApiError } from "../../../lib/api-error";
import { pipelineStagesQueryOptions } from "../../../lib/pipeline-stages";
import { useChangeStages } from "../api/pipeline-stages";
import styles from "./organization-admin.module.css";

/** What a refused change says, in words that name the stage. */
function stageError(t: TFunction, error: unknown, stage = ""): string {
  const fields = error instanceof ApiError ? error.fieldErrors : null;
  if (fields?.key?.includes(STAGE_IN_USE)) return t("pipeline.stages.inUse", { stage });
  if (fields?.key?.includes(LAST_STAGE)) return t("pipeline.stages.lastStage");
  if (fields?.name?.includes("taken")) return t("pipeline.stages.taken");
  if (fields?.name?.includes("too_many")) return t("pipeline.stages.tooMany");
  return fields ? t("pipeline.stages.saveFailed") : apiErrorMessage(t, error);
}

/**
 * The organization's pipeline stages (admins): renamed in place, added at the end, reordered by
 * drag, keyboard or the move buttons, deleted after a confirmation (refused while candidates are
 * in the stage, which the dialog says).
 */
export function PipelineStagesPanel() {
  const { t } = useTranslation();
  const stages = useQuery(pipelineStagesQueryOptions);
  const change = useChangeStages();
  const [editing, setEditing] = useState<{ key: string; name: string } | null>(null);
  const [newName, setNewName] = useState("");
  const [deleting, setDeleting] = useState<PipelineStage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);

  if (stages.isPending) return <ListLoading label={t("pipeline.stages.loading")} rows={3} />;
  if (!stages.data) {
    return (
      <ListError
        title={t("pipeline.stages.loadFailed")}
        error={stages.error}
        onRetry={() => void stages.refetch()}
        isCompact
      />
    );
  }
  const list = stages.data;

  function run(action: Parameters<typeof change.mutate>[0], onDone?: () => void) {
    setProblem(null);
    change.mutate(action, {
      onSuccess: () => onDone?.(),
      onError: (error) => setProblem(stageError(t, error)),
    });
  }

  function onRename(event: FormEvent) {
    event.preventDefault();
    if (!editing?.name.trim()) return;
    run({ kind: "rename", key: editing.key, name: editing.name.trim() }, () => setEditing(null));
  }

  function onAdd(event: FormEvent) {
    event.preventDefault();
    if (!newName.trim()) return;
    run({ kind: "create", name: newName.trim() }, () => setNewName(""));
  }

  function onDelete() {
    if (!deleting) return;
    setDeleteProblem(null);
    change.mutate(
      { kind: "delete", key: deleting.key },
      {
        onSuccess: () => setDeleting(null),
        onError: (error) => setDeleteProblem(stageError(t, error, deleting.name)),
      },
    );
  }

  return (
    <div className={pageBlocks.stack3}>
      {problem ? <FormBanner>{problem}</FormBanner> : null}
      <SortableList
        items={list}
        getId={(stage) => stage.key}
        getLabel={(stage) => stage.name}
        label={t("pipeline.stages.listLabel")}
        onMove={(from, to) =>
          run({ kind: "reorder", keys: moveItem(list, from, to).map((stage) => stage.key) })
        }
        renderItem={(stage) =>
          editing?.key === stage.key ? (
            <form className={`${pageBlocks.wrapRow} ${styles.inlineForm}`} onSubmit={onRename}>
              <TextField
                className={styles.grow}
                label={t("pipeline.stages.nameLabel", { stage: stage.name })}
                value={editing.name}
                maxLength={60}
                autoFocus
                onChange={(event) => setEditing({ key: stage.key, name: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === "Escape") setEditing(null);
                }}
              />
              <span className={`${pageBlocks.inlineRow} ${styles.inlineSubmit}`}>
                <Button type="submit" size="sm" disabled={change.isPending}>
                  {t("pipeline.stages.save")}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                  {t("pipeline.stages.cancel")}
                </Button>
              </span>
            </form>
          ) : (
            <span className={pageBlocks.itemName}>{stage.name}</span>
          )
        }
        renderActions={(stage) => (
          <>
            <button
              type="button"
              className={sortable.iconButton}
              aria-label={t("pipeline.stages.renameStage", { stage: stage.name })}
              title={t("pipeline.stages.rename")}
              onClick={() => setEditing({ key: stage.key, name: stage.name })}
            >
              <PencilIcon size={16} />
            </button>
            <button
              type="button"
              className={sortable.iconButton}
              aria-label={t("pipeline.stages.deleteStage", { stage: stage.name })}
              title={t("pipeline.stages.delete")}
              onClick={() => {
                setDeleteProblem(null);
                setDeleting(stage);
              }}
            >
              <TrashIcon size={16} />
            </button>
          </>
        )}
      />
      <form className={`${pageBlocks.wrapRow3} ${styles.inlineForm}`} onSubmit={onAdd} noValidate>
        <TextField
          className={styles.grow}
          label={t("pipeline.stages.newLabel")}
          placeholder={t("pipeline.stages.newPlaceholder")}
          value={newName}
          maxLength={60}
          onChange={(event) => setNewName(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          className={styles.inlineSubmit}
          disabled={!newName.trim() || change.isPending}
        >
          {t("pipeline.stages.add")}
        </Button>
      </form>
      <ConfirmModal
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("pipeline.stages.confirmTitle", { stage: deleting?.name ?? "" })}
        description={t("pipeline.stages.confirmBody")}
        confirmLabel={t("pipeline.stages.delete")}
        onConfirm={onDelete}
        isBusy={change.isPending}
        error={deleteProblem}
      />
    </div>
  );
}
