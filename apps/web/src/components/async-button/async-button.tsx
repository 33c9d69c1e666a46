import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "../button/button";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./async-button.module.css";

export type AsyncButtonProps = Omit<ButtonProps, "onClick"> & {
  /** May return a promise; the button shows its loading state until it settles. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => unknown;
};

/**
 * A button whose handler runs asynchronously (SPEC §2, §4): it is busy and ignores clicks while
 * the handler runs, and a failing handler is handled silently (logged), never thrown at the page.
 * Callers that want to tell the user about a failure do so inside their handler.
 */
export function AsyncButton({
  onClick,
  children,
  className,
  disabled,
  ...props
}: AsyncButtonProps) {
  const { t } = useTranslation();
  const [isLoading, setIsLoading] = useState(false);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  async function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (isLoading) return;
    setIsLoading(true);
    try {
      await onClick(event);
    } catch (error) {
      console.error("AsyncButton handler failed", error);
    } finally {
      if (isMounted.current) setIsLoading(false);
    }
  }

  return (
    <Button
      {...props}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      className={[styles.wrapper, isLoading ? styles.loading : null, className]
        .filter(Boolean)
        .join(" ")}
      onClick={handleClick}
    >
      <span className={`${pageBlocks.inlineRow2} ${styles.content}`}>{children}</span>
      {isLoading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t("asyncButton.working")}</span>
        </>
      ) : null}
    </Button>
  );
}
