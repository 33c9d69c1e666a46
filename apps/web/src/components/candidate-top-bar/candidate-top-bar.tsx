import { displayName } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useExternalLinks } from "../../lib/app-config";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../lib/auth/auth-redirect";
import { Avatar } from "../avatar/avatar";
import { ChevronDownIcon, ExternalLinkIcon, HelpIcon, LogOutIcon, UserIcon } from "../icons/icons";
import { LanguageSwitcher } from "../language-switcher/language-switcher";
import { Logo } from "../logo/logo";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { TourRestartButton } from "../product-tour/tour-restart-button";
import styles from "./candidate-top-bar.module.css";

export type CandidateTopBarUser = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
};

export type CandidateTopBarProps = {
  /** The signed-in candidate; null shows the "log in or create an account" link. */
  user: CandidateTopBarUser | null;
  /** While the session loads: neither the link nor the menu, so nothing flips a moment later. */
  isLoading?: boolean;
  /** The product's logo, linking home; off on pages branded by the company alone. */
  showProductLogo?: boolean;
  /** The inviting company's branding, when the page belongs to one. */
  company?: { name: string; logoUrl?: string | null } | null;
  /** Page title beside the logos. */
  title?: string;
  onSignOut?: () => void | Promise<void>;
};

/**
 * The candidate area's top bar (SPEC §2): optional product logo, company logo and title, Help and
 * support, the language switcher, and either the candidate's menu or a sign-in link that comes
 * back to this page.
 */
export function CandidateTopBar({
  user,
  isLoading = false,
  showProductLogo = true,
  company = null,
  title,
  onSignOut,
}: CandidateTopBarProps) {
  const { t } = useTranslation();
  const links = useExternalLinks();
  const { pathname, search } = useLocation();
  const signIn = path(
    "SignIn",
    {},
    { type: "Candidate", [REDIRECT_AFTER_AUTH_PARAM]: `${pathname}${search}` },
  );

  return (
    <header className={styles.header}>
      <div className={`${pageBlocks.centredWrap} ${styles.bar}`}>
        <div className={pageBlocks.centredRow}>
          {showProductLogo ? (
            <Link to={path("Home")} className={styles.logoLink} aria-label={t("app.homeLink")}>
              <Logo size={28} />
            </Link>
          ) : null}
          {company ? (
            <span className={styles.company}>
              {company.logoUrl ? (
                <img className={styles.companyLogo} src={company.logoUrl} alt={company.name} />
              ) : (
                <span className={styles.companyName}>{company.name}</span>
              )}
            </span>
          ) : null}
          {title ? <span className={styles.title}>{title}</span> : null}
        </div>

        <div className={`${pageBlocks.row2} ${styles.actions}`}>
          <a
            className={`${pageBlocks.muted} ${pageBlocks.inlineRow} ${styles.helpLink}`}
            href={links.helpCenter}
            data-tour="help"
            target="_blank"
            rel="noopener noreferrer"
          >
            <HelpIcon size={18} />
            <span className={styles.helpLabel}>{t("candidate.topBar.help")}</span>
            <ExternalLinkIcon size={14} className={styles.helpExternal} />
            <span className="visually-hidden">{t("app.opensInNewTab")}</span>
          </a>
          {user ? (
            <TourRestartButton
              className={`${pageBlocks.muted} ${pageBlocks.inlineRow} ${styles.tourButton}`}
              labelClassName={styles.helpLabel}
            />
          ) : null}
          <LanguageSwitcher />
          {isLoading ? null : user ? (
            <CandidateMenu user={user} onSignOut={onSignOut} />
          ) : (
            <Link to={signIn} className={styles.signIn}>
              {t("candidate.topBar.signIn")}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function CandidateMenu({
  user,
  onSignOut,
}: {
  user: CandidateTopBarUser;
  onSignOut?: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const fullName = displayName(user);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger
        className={`${pageBlocks.inlineRow2} ${styles.trigger}`}
        aria-label={t("candidate.topBar.menu", { name: fullName })}
      >
        <Avatar
          src={user.avatar}
          firstName={user.firstName}
          lastName={user.lastName}
          size={32}
          decorative
        />
        <span className={styles.triggerName}>{fullName}</span>
        <ChevronDownIcon size={16} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} align="end" sideOffset={8}>
          <div className={`${pageBlocks.row3} ${styles.popoverHeader}`}>
            <Avatar
              src={user.avatar}
              firstName={user.firstName}
              lastName={user.lastName}
              size={40}
            />
            <span className={pageBlocks.column}>
              <span className={styles.popoverName}>{fullName}</span>
              <span className="visually-hidden">{t("candidate.topBar.signedInAs")}</span>
              <span className={`${pageBlocks.muted} ${styles.popoverEmail}`}>{user.email}</span>
            </span>
          </div>
          <ul className={styles.popoverList}>
            <li>
              <Link
                to={path("Account")}
                className={`${pageBlocks.row2} ${pageBlocks.bareButton} ${styles.popoverItem}`}
                onClick={() => setIsOpen(false)}
              >
                <UserIcon size={18} />
                {t("candidate.topBar.account")}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${pageBlocks.row2} ${pageBlocks.bareButton} ${styles.popoverItem}`}
                onClick={() => {
                  setIsOpen(false);
                  void onSignOut?.();
                }}
              >
                <LogOutIcon size={18} />
                {t("candidate.topBar.logOut")}
              </button>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
