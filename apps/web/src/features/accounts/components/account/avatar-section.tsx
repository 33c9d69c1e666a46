import { displayName } from "@candor/shared/format";
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_SIZE_MB } from "@candor/shared/schemas/accounts";
import type { TFunction } from "i18next";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../../components/async-button/async-button";
import { Avatar } from "../../../../components/avatar/avatar";
import { Button } from "../../../../components/button/button";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import { ProgressBar } from "../../../../components/progress-bar/progress-bar";
import { apiErrorMessage, errorMessage } from "../../../../i18n/error-message";
import { isApiError } from "../../../../lib/api-error";
import type { SessionUser } from "../../../../lib/auth/session-api";
import blocks from "../../../../styles/blocks.module.css";
import { useAvatarMutations, validateAvatarFile } from "../../api/avatar";
import styles from "./account.module.css";

const AVATAR_SIZE = 96;

/** A refused upload: too large (413) and wrong type (415) say the limits; field codes likewise. */
function avatarErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return apiErrorMessage(t, error);
  if (error.code === "payload_too_large") {
    return errorMessage(t, "file_too_large", { limit: AVATAR_MAX_SIZE_MB });
  }
  if (error.code === "unsupported_media_type") return errorMessage(t, error.code);
  const fieldCode = Object.values(error.fieldErrors ?? {})[0]?.[0];
  return fieldCode ? errorMessage(t, fieldCode) : apiErrorMessage(t, error);
}

type Upload = { preview: string; percent: number; controller: AbortController };

/**
 * The profile photo (SPEC §2 avatar with camera overlay): the avatar opens a file picker; the file
 * is checked here first (type, and size with the shared rule), then sent with a progress bar and
 * shown as a preview until the server answers. A photo can be removed to go back to initials.
 */
export function AvatarSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const mutations = useAvatarMutations();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fullName = displayName({ firstName: user.firstName, lastName: user.lastName });

  // The preview's object URL is released when it is replaced or the section goes away.
  useEffect(() => {
    const preview = upload?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [upload?.preview]);

  function openPicker() {
    if (!upload) inputRef.current?.click();
  }

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    const code = validateAvatarFile(file);
    if (code) {
      setProblem(errorMessage(t, code, { limit: AVATAR_MAX_SIZE_MB }));
      return;
    }
    setProblem(null);
    const controller = new AbortController();
    setUpload({ preview: URL.createObjectURL(file), percent: 0, controller });
    try {
      await mutations.upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (fraction) =>
          setUpload((current) =>
            current && current.controller === controller
              ? { ...current, percent: Math.round(fraction * 100) }
              : current,
          ),
      });
      push({ type: "notice", message: t("account.photo.saved") });
    } catch (error) {
      if (!controller.signal.aborted) {
        setProblem(avatarErrorMessage(t, error));
      }
    } finally {
      setUpload((current) => (current?.controller === controller ? null : current));
    }
  }

  async function removePhoto() {
    setProblem(null);
    try {
      await mutations.remove.mutateAsync();
      push({ type: "notice", message: t("account.photo.removed") });
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <div className={`${blocks.row} ${styles.photo}`}>
      <Avatar
        src={upload?.preview ?? user.avatar}
        firstName={user.firstName}
        lastName={user.lastName}
        size={AVATAR_SIZE}
        onClick={openPicker}
        label={t("account.photo.change")}
        className={upload ? styles.uploading : undefined}
      />
      <input
        ref={inputRef}
        type="file"
        accept={AVATAR_CONTENT_TYPES.join(",")}
        hidden
        aria-describedby={problem ? errorId : undefined}
        data-testid="avatar-file-input"
        onChange={onFileChosen}
      />
      <div className={`${pageBlocks.stack2} ${styles.photoText}`}>
        <p className={`${pageBlocks.sectionTitle} ${pageBlocks.bold}`}>{fullName}</p>
        {upload ? (
          <div className={`${pageBlocks.stack} ${styles.progress}`}>
            <span>{t("account.photo.uploading", { percent: upload.percent })}</span>
            <ProgressBar value={upload.percent} label={t("account.photo.progress")} />
            <div>
              <Button size="sm" variant="ghost" onClick={() => upload.controller.abort()}>
                {t("account.photo.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <p className={pageBlocks.muted}>
              {t("account.photo.hint", { limit: AVATAR_MAX_SIZE_MB })}
            </p>
            <div className={pageBlocks.centredWrapRow}>
              <Button size="sm" variant="secondary" onClick={openPicker}>
                {t(user.avatar ? "account.photo.change" : "account.photo.upload")}
              </Button>
              {user.avatar ? (
                <AsyncButton size="sm" variant="ghost" onClick={removePhoto}>
                  {t("account.photo.remove")}
                </AsyncButton>
              ) : null}
            </div>
          </>
        )}
        {problem ? (
          <p id={errorId} className={`${pageBlocks.error} ${styles.photoError}`} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
