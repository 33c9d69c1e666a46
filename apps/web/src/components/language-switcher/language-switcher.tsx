import { LOCALE_NAMES, type Locale } from "@candor/shared/constants";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isLocale } from "../../i18n/i18n";
import { useAppConfig } from "../../lib/app-config";
import { ChevronDownIcon, GlobeIcon } from "../icons/shell-icons";
import styles from "./language-switcher.module.css";

// The menu (Radix's dropdown, its focus and popper code) is not part of the first page load
// (issue 15): it comes right after, and until then the same trigger is drawn, inert.
const LanguageMenu = lazy(async () => ({
  default: (await import("./language-menu")).LanguageMenu,
}));

/**
 * Lists the languages other than the current one (SPEC §2). Switching keeps the page, its path and
 * its query; a `?lng=` already in the address is updated so a reload keeps the new choice.
 * Rendered only when the deployment's `language_switcher` flag is on.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { config, isLoaded } = useAppConfig();
  if (!isLoaded || !config.languageSwitcher) return null;
  return (
    <Suspense fallback={<TriggerPlaceholder className={className} />}>
      <LanguageMenu className={className} />
    </Suspense>
  );
}

/** What the trigger looks like while the menu loads: the same box, so nothing moves (CLS). */
function TriggerPlaceholder({ className }: { className?: string | undefined }) {
  const { i18n } = useTranslation();
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  return (
    <span className={[styles.trigger, className].filter(Boolean).join(" ")} aria-hidden="true">
      <GlobeIcon size={18} />
      <span className={styles.current}>{LOCALE_NAMES[current]}</span>
      <ChevronDownIcon size={16} />
    </span>
  );
}
