import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import blocks from "../../styles/blocks.module.css";
import { Avatar } from "../avatar/avatar";
import { ChevronDownIcon, LogOutIcon, MailIcon, SparkIcon, UserIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./top-bar.module.css";
import { planKindOf, type TopBarUser } from "./top-bar-user";

export type AccountMenuProps = {
  user: TopBarUser;
  onSignOut?: () => void | Promise<void>;
};

/**
 * The signed-in user's menu (SPEC §2): email, plan summary (active positions over the plan's
 * maximum, or unlimited), Account, Contact sales and Upgrade plan (admins, and not on free full
 * access), Log out.
 */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = planKindOf(user);
  const max = user.subscription?.maxPositionsCount;
  const active = user.activePositionsCount ?? 0;
  const showSales = isAdmin(user) && kind !== "free_full_access";

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={`${pageBlocks.inlineRow} ${styles.accountTrigger}`}
        aria-label={t("accountMenu.menu")}
      >
        <Avatar
          src={user.avatar}
          firstName={user.firstName}
          lastName={user.lastName}
          size={32}
          decorative
        />
        <ChevronDownIcon size={16} />
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
