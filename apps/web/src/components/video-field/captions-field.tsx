import { CAPTIONS_MAX_BYTES, isWebVtt, looksLikeWebVttFile } from "@candor/shared/rules/captions";
import { type Dispatch, type SetStateAction, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../i18n/error-message";
import { PromptVideoUploadError, uploadPromptVideo } from "../../lib/prompt-video";
import { Button } from "../button/button";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./video-field.module.css";

/** The captions beside a video: unchanged, removed, or a new file (going, finished or failed). */
export type CaptionsFieldState =
  | { kind: "unchanged" }
  | { kind: "removed" }
  | { kind: "uploading"; name: string }
  | { kind: "uploaded"; name: string; uploadId: string; previewUrl: string }
  | { kind: "failed"; message: string };

export type CaptionsFieldProps = {
  /** The captions saved already, if any. */
  current: { url: string } | null;
  value: CaptionsFieldState;
  onChange: Dispatch<SetStateAction<CaptionsFieldState>>;
};

/**
 * What the save sends for the captions (`captions_upload_id` or the welcome's name for it): a
 * finished upload's id, null to remove saved captions, nothing otherwise. A new or removed video
 * drops its old captions on the server by itself.
 */
export function captionsUploadId(
  state: CaptionsFieldState,
  hasSaved: boolean,
): string | null | undefined {
  if (state.kind === "uploaded") return state.uploadId;
  if (state.kind === "removed" && hasSaved) return null;
  return undefined;
}

/** Why a chosen file can't be captions, as an error code or a key of the captions block. */
async function captionsProblem(file: File): Promise<string | null> {
  if (!looksLikeWebVttFile(file)) return "unsupported_captions_type";
  if (file.size > CAPTIONS_MAX_BYTES) return "tooLarge";
  const bytes = new Uint8Array(await file.arrayBuffer());
  return isWebVtt(bytes) ? null : "invalid_captions_file";
}

/**
 * The optional "Captions (WebVTT)" part of a video field: the attached file's name, remove, and
 * a translated reason when a file is refused (here first, by the server's same rules otherwise).
 */
export function CaptionsField({
  id,
  current,
  value,
  onChange,
}: CaptionsFieldProps & { id: string }) {
  const { t } = useTranslation();
  const upload = useRef<{ abort: () => void } | null>(null);
  useEffect(() => () => upload.current?.abort(), []);
  const previewUrl = value.kind === "uploaded" ? value.previewUrl : null;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  async function chooseFile(file: File | undefined) {
    upload.current?.abort();
    if (!file) return;
    const problem = await captionsProblem(file);
    if (problem) {
      onChange({
        kind: "failed",
        message: problem === "tooLarge" ? t("captions.tooLarge") : errorMessage(t, problem),
      });
      return;
    }
    onChange({ kind: "uploading", name: file.name });
    // Browsers often give a .vtt file no type: the upload declares it.
    const typed = new File([file], file.name, { type: "text/vtt" });
    const started = uploadPromptVideo(typed, () => undefined, "captions");
    upload.current = started;
    started.done.then(
      (uploadId) =>
        onChange({
          kind: "uploaded",
          name: file.name,
          uploadId,
          previewUrl: URL.createObjectURL(typed),
        }),
      (error: unknown) =>
        onChange({
          kind: "failed",
          message: errorMessage(t, error instanceof PromptVideoUploadError ? error.code : null),
        }),
    );
  }

  const hasCurrent = value.kind === "unchanged" && current !== null;
  const attachedName = value.kind === "uploaded" ? value.name : null;
  return (
    <fieldset className={`${pageBlocks.stack2} ${styles.field}`}>
      <legend className={pageBlocks.semibold}>{t("captions.legend")}</legend>
      <p className={pageBlocks.muted} id={`${id}-captions-hint`}>
        {t("captions.hint")}
      </p>
      {hasCurrent || attachedName ? (
        <div className={pageBlocks.centredWrapRow}>
          <p className={pageBlocks.muted} role="status">
            {attachedName ? t("captions.attached", { name: attachedName }) : t("captions.current")}
          </p>
          <Button size="sm" variant="secondary" onClick={() => onChange({ kind: "removed" })}>
            {t("captions.remove")}
          </Button>
        </div>
      ) : null}
      {value.kind === "uploading" ? (
        <p className={pageBlocks.muted} role="status">
          {t("captions.uploading", { name: value.name })}
        </p>
      ) : null}
      {value.kind === "removed" && current ? (
        <p className={pageBlocks.muted}>{t("captions.willRemove")}</p>
      ) : null}
      {value.kind === "failed" ? (
        <p className={pageBlocks.error} role="alert">
          {value.message}
        </p>
      ) : null}
      <div className={pageBlocks.centredWrapRow}>
        <label className={pageBlocks.muted} htmlFor={`${id}-captions-file`}>
          {t(hasCurrent || attachedName ? "captions.replace" : "captions.choose")}
        </label>
        <input
          id={`${id}-captions-file`}
          className={styles.file}
          type="file"
          accept=".vtt,text/vtt"
          aria-describedby={`${id}-captions-hint`}
          onChange={(event) => {
            void chooseFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
    </fieldset>
  );
}
