import { PRODUCT_NAME } from "@candor/shared/constants";
import styles from "./logo.module.css";

/** The Candor mark (the same drawing as public/favicon.svg) with or without the word mark. */
export function Logo({
  withWordmark = true,
  size = 32,
}: {
  withWordmark?: boolean;
  size?: number;
}) {
  return (
    <span className={styles.logo}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        className={styles.mark}
      >
        <rect width="32" height="32" rx="8" className={styles.tile} />
        <path
          d="M21.6 10.6a7.6 7.6 0 1 0 0 10.8"
          fill="none"
          stroke="#fff"
          strokeWidth="3.4"
          strokeLinecap="round"
        />
        <circle cx="16" cy="16" r="2.4" fill="#9be7dc" />
      </svg>
      {withWordmark ? (
        <span className={styles.wordmark} style={{ fontSize: Math.round(size * 0.62) }}>
          {PRODUCT_NAME}
        </span>
      ) : null}
    </span>
  );
}
