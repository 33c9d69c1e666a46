import { LOCALE_NAMES, LOCALES, type Locale } from "@candor/shared/constants";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { isLocale, LANGUAGE_QUERY_PARAM } from "../../i18n/i18n";
import { ChevronDownIcon, GlobeIcon } from "../icons/shell-icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./language-switcher.module.css";

/** The switcher's menu (Radix), its own chunk: see `LanguageSwitcher`. */
export function LanguageMenu({
  className,
  defaultOpen = false,
  takeFocus = false,
}: {
  className?: string | undefined;
  /** Pressed before the menu was fetched: open at once. */
  defaultOpen?: boolean;
  /** Its stand-in had the focus: the real button takes it over. */
  takeFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // Only on mount: the stand-in button this replaces had the focus (an open menu takes its own).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, []);
  const location = useLocation();
  const navigate = useNavigate();
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const others = LOCALES.filter((locale) => locale !== current);

  async function switchTo(locale: Locale) {
    await i18n.changeLanguage(locale);
    const search = new URLSearchParams(location.search);
    if (search.has(LANGUAGE_QUERY_PARAM)) {
      search.set(LANGUAGE_QUERY_PARAM, locale);
      navigate(
        { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
        { replace: true },
      );
    }
  }

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={[styles.trigger, className].filter(Boolean).join(" ")}
        aria-label={t("language.change", { language: LOCALE_NAMES[current] })}
      >
        <GlobeIcon size={18} />
        <span className={styles.current}>{LOCALE_NAMES[current]}</span>
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={`${pageBlocks.menu} ${styles.menu}`}
          align="end"
          sideOffset={6}
        >
          <DropdownMenu.Label className={styles.label}>{t("language.label")}</DropdownMenu.Label>
          {others.map((locale) => (
            <DropdownMenu.Item
              key={locale}
              className={pageBlocks.menuItem}
              lang={locale}
              onSelect={() => {
                void switchTo(locale);
              }}
            >
              {LOCALE_NAMES[locale]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
