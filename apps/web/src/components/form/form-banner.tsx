import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "../icons/icons";
import styles from "./form.module.css";

export type FormBannerProps = {
  tone?: "danger" | "success" | "info";
  children: ReactNode;
};

/** The form's general status (SPEC §8): a centred banner, red for errors, announced when shown. */
export function FormBanner({ tone = "danger", children }: FormBannerProps) {
  const Icon = tone === "danger" ? AlertIcon : tone === "success" ? CheckCircleIcon : InfoIcon;
  return (
    <div
      className={`${styles.banner} ${styles[tone]}`}
      role={tone === "danger" ? "alert" : "status"}
    >
      <Icon size={18} />
      <div>{children}</div>
    </div>
  );
}
