import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  LOCALES,
  type Locale,
  PRODUCT_NAME,
} from "@candor/shared/constants";
import i18next, { type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

export const LANGUAGE_STORAGE_KEY = "candor.language";
/** `?lng=it` on any page picks (and remembers) the language. */
export const LANGUAGE_QUERY_PARAM = "lng";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/*
 * Every language is its own chunk, fetched when chosen (issue 15: the first page load carries
 * the current language's strings only, about 35 KiB gzip each). No fallback language is loaded
 * beside it: the locale tests hold every language to English's keys.
 */
const lazyLocales: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import("./locales/en/common.json"),
  it: () => import("./locales/it/common.json"),
  es: () => import("./locales/es/common.json"),
};

const lazyLocaleBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = lazyLocales[language as keyof typeof lazyLocales];
    if (!load || namespace !== DEFAULT_NAMESPACE) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts for this page only.
  }
}

/** The language to start in: `?lng=`, then the stored choice, then the browser's, then English. */
export function detectLanguage(
  search: string,
  stored: string | null,
  browserLanguages: readonly string[],
): Locale {
  const fromQuery = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

let initialization: Promise<I18n> | null = null;

/** Initializes i18next once; resolves when the starting language's strings are loaded. */
export function initI18n(language?: Locale): Promise<I18n> {
  if (initialization) return initialization;
  const lng =
    language ?? detectLanguage(window.location.search, readStoredLanguage(), navigator.languages);

  i18next.on("languageChanged", (changed) => {
    if (!isLocale(changed)) return;
    storeLanguage(changed);
    document.documentElement.lang = changed;
  });

  initialization = i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: {
        // React escapes what it renders.
        escapeValue: false,
        defaultVariables: { product: PRODUCT_NAME },
      },
      returnNull: false,
    })
    .then(() => i18next);
  return initialization;
}

export { i18next as i18n };
