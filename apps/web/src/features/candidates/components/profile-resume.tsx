import { formatDate } from "@candor/shared/format";
import { validateFileSize } from "@candor/shared/rules/validation";
import { RESUME_MAX_SIZE_MB } from "@candor/shared/schemas/candidate-profile";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import {
  candidateResumeQueryOptions,
  useCandidateProfileMutations,
} from "../api/candidate-profile";
import styles from "./profile.module.css";

/**
 * The résumé: a PDF uploaded, replaced or removed, previewed in the page (a link on phones,
 * where an embedded PDF is unusable). The browser checks the type and size first; the server
 * judges the type by the file's bytes.
 */
export function ProfileResume({ candidateId }: { candidateId: string }) {
  const { t, i18n } = useTranslation();
  const resume = useQuery(candidateResumeQueryOptions(candidateId));
  const { uploadResume, removeResume } = useCandidateProfileMutations(candidateId);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  async function upload(file: File) {
    setProblem(null);
    if (file.type && file.type !== "application/pdf") {
      setProblem(t("candidateProfile.resume.notPdf"));
      return;
    }
    if (validateFileSize(file, RESUME_MAX_SIZE_MB)) {
      setProblem(t("candidateProfile.resume.tooLarge", { size: RESUME_MAX_SIZE_MB }));
      return;
    }
    try {
      await uploadResume.mutateAsync(file);
    } catch (error) {
      setProblem(
        isApiError(error) && error.status === 415
          ? t("candidateProfile.resume.notPdf")
          : isApiError(error) && error.status === 413
            ? t("candidateProfile.resume.tooLarge", { size: RESUME_MAX_SIZE_MB })
            : apiErrorMessage(t, error),
      );
    }
  }

  if (resume.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("candidateProfile.resume.loading")}
      </p>
    );
  }
  if (resume.isError) {
    return (
      <p className={pageBlocks.error} role="alert">
        {apiErrorMessage(t, resume.error)}
      </p>
    );
  }
  const current = resume.data;
  return (
    <div className={pageBlocks.stack3}>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {current ? (
        <>
          <p>
            <a href={current.url} target="_blank" rel="noreferrer noopener">
              {current.fileName}
            </a>{" "}
            <span className={pageBlocks.muted}>
              {t("candidateProfile.resume.uploaded", {
                date: formatDate(current.uploadedAt, i18n.language),
                size: Math.max(1, Math.round(current.sizeBytes / 1024)),
              })}
            </span>
          </p>
          <iframe
            className={styles.preview}
            src={current.url}
            title={t("candidateProfile.resume.preview", { name: current.fileName })}
          />
        </>
      ) : (
        <p className={pageBlocks.muted}>{t("candidateProfile.resume.none")}</p>
      )}
      {problem ? (
        <p className={pageBlocks.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={pageBlocks.wrapRow}>
        <Button
          size="sm"
          variant="secondary"
          disabled={uploadResume.isPending}
          onClick={() => input.current?.click()}
        >
          {uploadResume.isPending
            ? t("candidateProfile.resume.uploading")
            : current
              ? t("candidateProfile.resume.replace")
              : t("candidateProfile.resume.upload")}
        </Button>
        {current ? (
          <Button size="sm" variant="ghost" onClick={() => setIsRemoving(true)}>
            {t("candidateProfile.resume.remove")}
          </Button>
        ) : null}
      </div>
      <p className={pageBlocks.muted}>
        {t("candidateProfile.resume.hint", { size: RESUME_MAX_SIZE_MB })}
      </p>
      <ConfirmModal
        open={isRemoving}
        onOpenChange={setIsRemoving}
        title={t("candidateProfile.resume.removeTitle")}
        description={t("candidateProfile.resume.removeBody")}
        confirmLabel={t("candidateProfile.resume.remove")}
        isBusy={removeResume.isPending}
        error={removeResume.error ? apiErrorMessage(t, removeResume.error) : null}
        onConfirm={() => removeResume.mutate(undefined, { onSuccess: () => setIsRemoving(false) })}
      />
    </div>
  );
}
