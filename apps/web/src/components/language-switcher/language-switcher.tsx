import { LOCALE_NAMES, type Locale } from "@candor/shared/constants";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLocale } from "../../i18n/i18n";
import { useAppConfig } from "../../lib/app-config";
import { ChevronDownIcon, GlobeIcon } from "../icons/shell-icons";
import type { LanguageMenu as LanguageMenuComponent } from "./language-menu";
import styles from "./language-switcher.module.css";

type Menu = typeof LanguageMenuComponent;

/**
 * Lists the languages other than the current one (SPEC §2). Switching keeps the page, its path and
 * its query; a `?lng=` already in the address is updated so a reload keeps the new choice.
 * Rendered only when the deployment's `language_switcher` flag is on.
 *
 * The menu (Radix's dropdown, its focus and popper code, ~40 KiB) is fetched when someone reaches
 * for it — pointer over the button, focus, a press — not with every page (issue 15, decision
 * 0054): until then the same button is drawn, and a press opens the menu as soon as it is there.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { config, isLoaded } = useAppConfig();
  const [Menu, setMenu] = useState<Menu | null>(null);
  // What the person did while the menu was on its way: open it, or at least keep their focus.
  const wanted = useRef({ open: false, focus: false, loading: false });

  if (!isLoaded || !config.languageSwitcher) return null;
  if (Menu) {
    return (
      <Menu
        className={className}
        defaultOpen={wanted.current.open}
        takeFocus={wanted.current.focus}
      />
    );
  }

  function want({ open = false, focus = false }: { open?: boolean; focus?: boolean }) {
    const current = wanted.current;
    wanted.current = { open: current.open || open, focus: current.focus || focus, loading: true };
    if (current.loading) return;
    import("./language-menu").then(
      (module) => setMenu(() => module.LanguageMenu),
      () => {
        // Offline or a new deployment: the next reach tries again.
        wanted.current = { ...wanted.current, loading: false };
      },
    );
  }

  return (
    <MenuButton
      className={className}
      onIntent={() => want({})}
      onFocus={() => want({ focus: true })}
      onOpen={() => want({ open: true, focus: true })}
    />
  );
}

/** The menu's button before the menu is fetched: the same box and name (no layout shift). */
function MenuButton({
  className,
  onIntent,
  onFocus,
  onOpen,
}: {
  className?: string | undefined;
  onIntent: () => void;
  onFocus: () => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  return (
    <button
      type="button"
      className={[styles.trigger, className].filter(Boolean).join(" ")}
      aria-label={t("language.change", { language: LOCALE_NAMES[current] })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={onIntent}
      onFocus={onFocus}
      onPointerDown={(event) => {
        if (event.button === 0) onOpen();
      }}
      onClick={onOpen}
    >
      <GlobeIcon size={18} />
      <span className={styles.current}>{LOCALE_NAMES[current]}</span>
      <ChevronDownIcon size={16} />
    </button>
  );
}
