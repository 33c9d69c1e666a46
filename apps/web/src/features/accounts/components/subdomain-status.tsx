import type { SubdomainProblem } from "@candor/shared/rules/organizations";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import styles from "./subdomain-status.module.css";

export type SubdomainCheck =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "available" }
  | { state: "unavailable"; problem: SubdomainProblem | "taken" }
  | { state: "failed" };

/** The live answer under the subdomain field: checking, available, or why it can't be used. */
export function SubdomainStatus({ check, address }: { check: SubdomainCheck; address: string }) {
  const { t } = useTranslation();
  let content: ReactNode = null;
  if (check.state === "checking") {
    content = (
      <span className={`${pageBlocks.inlineRow} ${pageBlocks.subdued}`}>
        {t("signUp.subdomainStatus.checking")}
      </span>
    );
  } else if (check.state === "available") {
    content = (
      <span className={`${pageBlocks.inlineRow} ${blocks.success}`}>
        <CheckCircleIcon size={16} />
        {t("signUp.subdomainStatus.available", { address })}
      </span>
    );
  } else if (check.state === "unavailable") {
    content = (
      <span className={`${pageBlocks.inlineRow} ${pageBlocks.error} ${pageBlocks.semibold}`}>
        <AlertIcon size={16} />
        {t(`signUp.subdomainStatus.${check.problem}`)}
      </span>
    );
  } else if (check.state === "failed") {
    content = (
      <span className={`${pageBlocks.inlineRow} ${pageBlocks.subdued}`}>
        {t("signUp.subdomainStatus.failed")}
      </span>
    );
  }
  // Always in the page, so screen readers announce each change of its text.
  return (
    <p className={styles.status} role="status" aria-live="polite">
      {content}
    </p>
  );
}
