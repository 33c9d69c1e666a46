import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import blocks from "../../styles/blocks.module.css";
import { LogOutIcon, MailIcon, SparkIcon, UserIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./top-bar.module.css";
import { planKindOf, type TopBarUser } from "./top-bar-user";
import { AccountTriggerFace, accountTriggerClass } from "./trigger-faces";

export type AccountMenuProps = {
  user: TopBarUser;
  onSignOut?: () => void | Promise<void>;
  /** Its stand-in was pressed before this was fetched: open at once. */
  defaultOpen?: boolean;
  /** Its stand-in had the focus: this button takes it over. */
  takeFocus?: boolean;
};

/**
 * The signed-in user's menu (SPEC §2): email, plan summary (active positions over the plan's
 * maximum, or unlimited), Account, Contact sales and Upgrade plan (admins, and not on free full
 * access), Log out. Its own chunk, drawn by `AccountMenuControl` once reached for.
 */
export function AccountMenu({
  user,
  onSignOut,
  defaultOpen = false,
  takeFocus = false,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // Only on mount: the stand-in this replaces had the focus (an open menu takes its own).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, []);
  const navigate = useNavigate();
  const kind = planKindOf(user);
  const max = user.subscription?.maxPositionsCount;
  const active = user.activePositionsCount ?? 0;
  const showSales = isAdmin(user) && kind !== "free_full_access";

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={accountTriggerClass}
        aria-label={t("accountMenu.menu")}
      >
        <AccountTriggerFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={`${pageBlocks.menu} ${styles.menu}`}
          align="end"
          sideOffset={8}
        >
          <div className={`${blocks.stack} ${styles.menuHeader}`}>
            <span className={blocks.fine}>{t("accountMenu.signedInAs")}</span>
            <span className={pageBlocks.itemName}>{user.email}</span>
            {kind ? (
              <span className={`${pageBlocks.muted} ${blocks.stack} ${styles.menuPlan}`}>
                <span>{t("accountMenu.plan", { plan: t(`plans.${kind}`) })}</span>
                <span>
                  {max === null || max === undefined
                    ? t("accountMenu.positionsUnlimited", { active })
                    : t("accountMenu.positions", { active, max })}
                </span>
              </span>
            ) : null}
          </div>
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item
            className={`${pageBlocks.menuItem} ${styles.menuItem}`}
            onSelect={() => navigate(path("Account"))}
          >
            <UserIcon size={18} />
            {t("accountMenu.account")}
          </DropdownMenu.Item>
          {showSales ? (
            <>
              <DropdownMenu.Item
                className={`${pageBlocks.menuItem} ${styles.menuItem}`}
                onSelect={() => navigate(path("BookADemo"))}
              >
                <MailIcon size={18} />
                {t("accountMenu.contactSales")}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={`${pageBlocks.menuItem} ${styles.menuItem}`}
                onSelect={() => navigate(path("Plans"))}
              >
                <SparkIcon size={18} />
                {t("accountMenu.upgradePlan")}
              </DropdownMenu.Item>
            </>
          ) : null}
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item
            className={`${pageBlocks.menuItem} ${styles.menuItem}`}
            onSelect={() => {
              void onSignOut?.();
            }}
          >
            <LogOutIcon size={18} />
            {t("accountMenu.logOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
