import type { UploadPurpose } from "@candor/shared/rules/interviews";
import { type Dispatch, type SetStateAction, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../i18n/error-message";
import {
  PromptVideoUploadError,
  promptVideoProblem,
  uploadPromptVideo,
} from "../../lib/prompt-video";
import { Button } from "../button/button";
import { CaptionsTrack } from "../captions-track/captions-track";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { CaptionsField, type CaptionsFieldProps } from "./captions-field";
import { PromptRecorder } from "./prompt-recorder";
import styles from "./video-field.module.css";

/** A video field's state: unchanged, removed, or a new upload (going, finished or failed). */
export type VideoFieldState =
  | { kind: "unchanged" }
  | { kind: "removed" }
  | { kind: "uploading"; name: string; share: number }
  | { kind: "uploaded"; name: string; uploadId: string; previewUrl: string }
  | { kind: "failed"; message: string };

export type VideoFieldProps = {
  /** Prefix of the field's element ids. */
  id: string;
  legend: string;
  hint: string;
  /** What the upload is for (decision 0009: each purpose has its size limit). */
  purpose: Exclude<UploadPurpose, "answer">;
  /** The video saved already, if any. */
  current: { url: string } | null;
  value: VideoFieldState;
  onChange: Dispatch<SetStateAction<VideoFieldState>>;
  /**
   * The video's optional WebVTT captions (issue 17), offered once there is a video to caption;
   * without it the field has no captions input.
   */
  captions?: CaptionsFieldProps;
};

/**
 * An optional video recorded in the browser or chosen from a file, sent with tus while the rest
 * of the form is filled in (WebM, MP4 or QuickTime up to the shared size limit); the form saves
 * with the finished upload's id. A question's prompt and an interview's welcome use it.
 */
export function VideoField({
  id,
  legend,
  hint,
  purpose,
  current,
  value,
  onChange,
  captions,
}: VideoFieldProps) {
  const { t } = useTranslation();
  const upload = useRef<{ abort: () => void } | null>(null);

  // A form closed mid-upload stops sending; a preview's object URL is let go.
  useEffect(() => () => upload.current?.abort(), []);
  const previewUrl = value.kind === "uploaded" ? value.previewUrl : null;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  function chooseFile(file: File | undefined) {
    upload.current?.abort();
    if (!file) return;
    const problem = promptVideoProblem(file);
    if (problem) {
      onChange({ kind: "failed", message: errorMessage(t, problem) });
      return;
    }
    onChange({ kind: "uploading", name: file.name, share: 0 });
    const started = uploadPromptVideo(
      file,
      (share) => onChange((state) => (state.kind === "uploading" ? { ...state, share } : state)),
      purpose,
    );
    upload.current = started;
    started.done.then(
      (uploadId) => {
        // A finished upload is the form's to attach: closing the form must not terminate it
        // (tus would DELETE it, and the server refuses once the form saved it: 422).
        if (upload.current === started) upload.current = null;
        onChange({
          kind: "uploaded",
          name: file.name,
          uploadId,
          previewUrl: URL.createObjectURL(file),
        });
      },
      (error: unknown) =>
        onChange({
          kind: "failed",
          message: errorMessage(t, error instanceof PromptVideoUploadError ? error.code : null),
        }),
    );
  }

  const currentVideo = value.kind === "unchanged" ? current : null;
  // The captions shown with each preview: saved ones with the saved video, a new file with either.
  const newCaptionsUrl = captions?.value.kind === "uploaded" ? captions.value.previewUrl : null;
  const currentCaptionsUrl =
    newCaptionsUrl ?? (captions?.value.kind === "unchanged" ? captions.current?.url : null);
  const hasVideo = currentVideo !== null || value.kind === "uploaded";
  return (
    <fieldset className={`${pageBlocks.stack4} ${styles.field}`}>
      <legend className={pageBlocks.titleMdBold}>{legend}</legend>
      <p className={pageBlocks.muted}>{hint}</p>
      {currentVideo ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: CaptionsTrack adds the captions when there are any */}
          <video className={styles.video} src={currentVideo.url} controls preload="metadata">
            <CaptionsTrack url={currentCaptionsUrl} />
          </video>
          <div className={pageBlocks.centredWrapRow}>
            <Button size="sm" variant="secondary" onClick={() => onChange({ kind: "removed" })}>
              {t("contentLibrary.video.remove")}
            </Button>
          </div>
        </>
      ) : null}
      {value.kind === "uploaded" ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: CaptionsTrack adds the captions when there are any */}
          <video className={styles.video} src={value.previewUrl} controls preload="metadata">
            <CaptionsTrack url={newCaptionsUrl} />
          </video>
          <p className={pageBlocks.muted} role="status">
            {t("contentLibrary.video.uploaded", { name: value.name })}
          </p>
        </>
      ) : null}
      {value.kind === "uploading" ? (
        <div role="status">
          <p className={pageBlocks.muted}>
            {t("contentLibrary.video.uploading", {
              name: value.name,
              percent: Math.round(value.share * 100),
            })}
          </p>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t("contentLibrary.video.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(value.share * 100)}
          >
            <div className={styles.progressBar} style={{ width: `${value.share * 100}%` }} />
          </div>
        </div>
      ) : null}
      {value.kind === "failed" ? (
        <p className={pageBlocks.error} role="alert">
          {value.message}
        </p>
      ) : null}
      {value.kind === "removed" ? (
        <p className={pageBlocks.muted}>{t("contentLibrary.video.willRemove")}</p>
      ) : null}
      {value.kind === "uploading" ? null : (
        <PromptRecorder onRecorded={(file) => chooseFile(file)} />
      )}
      <div className={pageBlocks.centredWrapRow}>
        <label className={pageBlocks.muted} htmlFor={`${id}-file`}>
          {t(currentVideo ? "contentLibrary.video.replace" : "contentLibrary.video.choose")}
        </label>
        <input
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept="video/webm,video/mp4,video/quicktime"
          onChange={(event) => chooseFile(event.target.files?.[0])}
        />
      </div>
      {captions && hasVideo ? (
        <CaptionsField
          id={id}
          // A new video starts without the saved video's captions (the server drops them too).
          current={currentVideo ? captions.current : null}
          value={captions.value}
          onChange={captions.onChange}
        />
      ) : null}
    </fieldset>
  );
}
