import { useTranslation } from "react-i18next";
import { useExternalLinks } from "../../lib/app-config";
import blocks from "../../styles/blocks.module.css";
import { ExternalLinkIcon } from "../icons/shell-icons";
import { Logo } from "../logo/logo";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./footer.module.css";

export type FooterLink = { label: string; href: string };

export type FooterProps = {
  /** Extra links after help, terms and privacy (already translated labels). */
  extraLinks?: readonly FooterLink[];
  /** For tests; the current year otherwise. */
  year?: number;
};

/** Site footer (SPEC §2): help center, terms, privacy (new tab), extra links, branding. */
export function Footer({ extraLinks = [], year = new Date().getFullYear() }: FooterProps) {
  const { t } = useTranslation();
  const configured = useExternalLinks();
  const links: FooterLink[] = [
    { label: t("footer.helpCenter"), href: configured.helpCenter },
    { label: t("footer.terms"), href: configured.terms },
    { label: t("footer.privacy"), href: configured.privacy },
    ...extraLinks,
  ];

  return (
    <footer className={styles.footer}>
      <div className={`${pageBlocks.centredWrap} ${styles.inner}`}>
        <nav aria-label={t("footer.label")}>
          <ul className={`${pageBlocks.bareList} ${styles.links}`}>
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${pageBlocks.inlineRow} ${pageBlocks.muted}`}
                >
                  {link.label}
                  <ExternalLinkIcon size={14} />
                  <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${pageBlocks.stack} ${styles.branding}`}>
          <span className={`${pageBlocks.inlineRow2} ${blocks.fine}`}>
            {t("footer.poweredBy")} <Logo size={20} />
          </span>
          <span className={blocks.fine}>{t("footer.rights", { year })}</span>
        </div>
      </div>
    </footer>
  );
}
