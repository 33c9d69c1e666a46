import {
  CANDIDATE_IMPORT_FILE_FIELD,
  CANDIDATE_IMPORT_MAX_BYTES,
  CANDIDATE_IMPORT_MAX_MB,
  CANDIDATE_IMPORT_MAX_ROWS,
  CANDIDATE_IMPORT_TEMPLATE,
} from "@candor/shared/schemas/candidate-imports";
import { type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { DownloadIcon } from "../../../components/icons/icons";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { ApiError } from "../../../lib/api-error";
import { useCommitCandidateImport, usePreviewCandidateImport } from "../api/candidate-import";
import styles from "./import-modal.module.css";
import { ImportPreview } from "./import-preview";

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CANDIDATE_IMPORT_TEMPLATE)}`;
const FILE_ERRORS = ["too_large", "too_long", "invalid", "blank"] as const;

/**
 * "Import CSV": pick or drop a file, see each row's result (nothing written yet), then import
 * the ready rows in one go. The file is sent twice (preview, commit); the server keeps nothing.
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  // Said before sending: a file past the limit would only be refused after its upload.
  const [isTooLarge, setIsTooLarge] = useState(false);
  const preview = usePreviewCandidateImport();
  const commit = useCommitCandidateImport();
  const limits = { mb: CANDIDATE_IMPORT_MAX_MB, rows: CANDIDATE_IMPORT_MAX_ROWS };

  function reset() {
    setFile(null);
    setIsTooLarge(false);
    preview.reset();
    commit.reset();
    if (inputRef.current) inputRef.current.value = "";
  }

  function close() {
    reset();
    onClose();
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    commit.reset();
    preview.reset();
    setIsTooLarge(chosen.size > CANDIDATE_IMPORT_MAX_BYTES);
    if (chosen.size > CANDIDATE_IMPORT_MAX_BYTES) return;
    setFile(chosen);
    preview.mutate(chosen);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  async function submit() {
    if (!file) return;
    const done = await commit.mutateAsync(file).catch(() => null);
    if (!done) return;
    const imported = done.counts.new + done.counts.existing;
    push({
      type: "notice",
      message: t("candidateImport.done", { count: imported, skipped: done.counts.error }),
    });
    close();
  }

  function errorText(error: unknown): string {
    const code =
      error instanceof ApiError ? error.fieldErrors?.[CANDIDATE_IMPORT_FILE_FIELD]?.[0] : undefined;
    const known = FILE_ERRORS.find((candidate) => candidate === code);
    return known ? t(`candidateImport.fileErrors.${known}`, limits) : apiErrorMessage(t, error);
  }

  const data = preview.data;
  const ready = data ? data.counts.new + data.counts.existing : 0;
  const failure = commit.error ?? preview.error;

  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      size="lg"
      title={t("candidateImport.title")}
      description={t("candidateImport.description")}
    >
      <div className={pageBlocks.stack4}>
        {isTooLarge ? (
          <FormBanner>{t("candidateImport.fileErrors.too_large", limits)}</FormBanner>
        ) : failure ? (
          <FormBanner>{errorText(failure)}</FormBanner>
        ) : null}
        {data && file ? (
          <ImportPreview preview={data} />
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button inside is the way for everyone
          <div
            className={`${pageBlocks.stack3} ${styles.dropZone}`}
            data-dragging={isDragging || undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={drop}
          >
            <p>
              {preview.isPending
                ? t("candidateImport.reading", { name: file?.name })
                : t("candidateImport.dropHint")}
            </p>
            <Button
              variant="secondary"
              disabled={preview.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {t("candidateImport.choose")}
            </Button>
            <p className={pageBlocks.muted}>{t("candidateImport.limits", limits)}</p>
            <a className={pageBlocks.muted} href={TEMPLATE_HREF} download="candidates-template.csv">
              <DownloadIcon size={16} /> {t("candidateImport.template")}
            </a>
          </div>
        )}
        <input
          ref={inputRef}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t("candidateImport.choose")}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <div className={pageBlocks.endActions}>
          {data ? (
            <Button variant="secondary" onClick={reset} disabled={commit.isPending}>
              {t("candidateImport.chooseAnother")}
            </Button>
          ) : (
            <Button variant="secondary" onClick={close}>
              {t("candidateImport.cancel")}
            </Button>
          )}
          {data ? (
            <Button onClick={() => void submit()} disabled={ready === 0 || commit.isPending}>
              {commit.isPending
                ? t("candidateImport.importing")
                : t("candidateImport.submit", { count: ready })}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
