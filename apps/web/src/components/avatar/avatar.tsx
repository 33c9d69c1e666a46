import { DEFAULT_AVATAR_SIZE } from "@candor/shared/constants";
import { displayName } from "@candor/shared/format";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import { CameraIcon } from "../icons/shell-icons";
import styles from "./avatar.module.css";

/** First letters of the first and last name, upper-cased: "Ada Lovelace" → "AL". */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const first = firstName?.trim().charAt(0) ?? "";
  const last = lastName?.trim().charAt(0) ?? "";
  return `${first}${last}`.toLocaleUpperCase();
}

export type AvatarProps = {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Width and height in px (SPEC §9: 24 by default). */
  size?: number;
  /** Makes the avatar a button with a camera overlay (change the photo). */
  onClick?: () => void;
  /** Accessible name of the clickable avatar; "Change profile photo" by default. */
  label?: string;
  /**
   * A picture only, for an avatar inside a control that is named already (the account menu's
   * trigger): hidden from assistive technology, and its initials drawn by the style sheet rather
   * than written as text, which would be visible text missing from that name (WCAG 2.5.3).
   */
  decorative?: boolean;
  className?: string;
};

/** A round photo, or the person's initials when there is none or it fails to load. */
export function Avatar({
  src,
  firstName,
  lastName,
  size = DEFAULT_AVATAR_SIZE,
  onClick,
  label,
  decorative = false,
  className,
}: AvatarProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = displayName({ firstName, lastName });
  const showImage = Boolean(src) && failedSrc !== src;
  const style = { "--avatar-size": `${size}px` } as CSSProperties;

  const face = showImage ? (
    <img
      className={styles.image}
      src={src ?? undefined}
      alt={onClick || decorative || !name ? "" : t("avatar.photoOf", { name })}
      width={size}
      height={size}
      onError={() => setFailedSrc(src ?? null)}
    />
  ) : decorative || onClick ? (
    // Drawn by the style sheet, as a picture would be: text in the DOM would be visible text the
    // named control's name lacks (WCAG 2.5.3), even hidden from assistive technology. The
    // clickable avatar is such a control too ("Change profile photo").
    <span
      className={styles.drawnInitials}
      data-initials={initialsOf(firstName, lastName)}
      aria-hidden="true"
    />
  ) : (
    <span title={name || undefined}>{initialsOf(firstName, lastName)}</span>
  );

  if (onClick) {
    return (
      <button
        type="button"
        className={[styles.avatar, styles.button, className].filter(Boolean).join(" ")}
        style={style}
        onClick={onClick}
        aria-label={label ?? t("avatar.change")}
      >
        {face}
        <span className={styles.overlay} aria-hidden="true">
          <CameraIcon size={Math.max(12, Math.round(size * 0.45))} />
        </span>
      </button>
    );
  }

  return (
    <span
      className={[styles.avatar, className].filter(Boolean).join(" ")}
      style={style}
      data-testid="avatar"
    >
      {face}
    </span>
  );
}
