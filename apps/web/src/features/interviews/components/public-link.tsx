import { path } from "@candor/shared/routes";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { CheckIcon, CopyIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import styles from "./interview-page.module.css";

/** The interview's public link (`/interview/{uuid}`) on this organization's address. */
export function publicInterviewUrl(uuid: string, origin: string = window.location.origin): string {
  return `${origin}${path("PublicInterview", { uuid })}`;
}

/** The shareable link with a Copy button that says when it copied (or could not). */
export function PublicLink({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const id = useId();
  const url = publicInterviewUrl(uuid);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  useEffect(() => {
    if (copied !== "yes") return;
    const timer = setTimeout(() => setCopied(null), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t("interviews.page.publicLink")}
      </label>
      <div className={`${pageBlocks.wrapRow} ${styles.linkRow}`}>
        <input
          id={id}
          className={formStyles.input}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied === "yes" ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          {copied === "yes" ? t("interviews.page.copied") : t("interviews.page.copy")}
        </Button>
      </div>
      <p id={`${id}-hint`} className={formStyles.hint} role="status">
        {copied === "failed"
          ? t("interviews.page.copyFailed")
          : t("interviews.page.publicLinkHint")}
      </p>
    </div>
  );
}
