import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  LOCALES,
  type Locale,
  PRODUCT_NAME,
} from "@candor/shared/constants";
import i18next, { type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { AREA_NAMESPACES, type LocaleArea, type LocalePart } from "./locale-parts";

export const LANGUAGE_STORAGE_KEY = "candor.language";
/** `?lng=it` on any page picks (and remembers) the language. */
export const LANGUAGE_QUERY_PARAM = "lng";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/*
 * Every language is its own set of chunks, fetched when chosen, and each language comes in parts
 * (issue 15, decision 0054): the first page load carries the current language's `core` strings
 * only; a signed-in area's layout adds its part (`loadLocalePart`) before any of its pages
 * renders. No fallback language is loaded beside it: the locale tests hold every language to
 * English's keys.
 */
type Strings = Record<string, unknown>;
type PartLoaders = Record<LocalePart, () => Promise<{ default: Strings }>>;
const lazyParts: Record<Locale, PartLoaders> = {
  en: {
    core: () => import("virtual:locale/en/core"),
    training: () => import("virtual:locale/en/training"),
    hire: () => import("virtual:locale/en/hire"),
    candidate: () => import("virtual:locale/en/candidate"),
  },
  it: {
    core: () => import("virtual:locale/it/core"),
    training: () => import("virtual:locale/it/training"),
    hire: () => import("virtual:locale/it/hire"),
    candidate: () => import("virtual:locale/it/candidate"),
  },
  es: {
    core: () => import("virtual:locale/es/core"),
    training: () => import("virtual:locale/es/training"),
    hire: () => import("virtual:locale/es/hire"),
    candidate: () => import("virtual:locale/es/candidate"),
  },
};

/** The areas whose strings this page has asked for: a language switch loads them too. */
const wantedAreas = new Set<LocaleArea>();

async function readParts(language: Locale, parts: readonly LocalePart[]): Promise<Strings> {
  const loaded = await Promise.all(parts.map((part) => lazyParts[language][part]()));
  return Object.assign({}, ...loaded.map((module) => module.default));
}

const lazyLocaleBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language) || namespace !== DEFAULT_NAMESPACE) {
      callback(null, {});
      return;
    }
    // A language chosen later comes with every area already shown, so no page is left without
    // its strings after a switch.
    readParts(language, ["core", ...wantedAreas]).then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function hasArea(language: string, area: LocaleArea): boolean {
  const strings = i18next.getResourceBundle(language, DEFAULT_NAMESPACE) as Strings | undefined;
  return AREA_NAMESPACES[area].every((namespace) => strings?.[namespace] !== undefined);
}

/**
 * Adds an area's strings to the current language; resolves once they are there. A signed-in
 * area's lazy layout awaits it beside its own chunk, so every `t()` key keeps working.
 */
export async function loadLocalePart(area: LocaleArea): Promise<void> {
  wantedAreas.add(area);
  await initI18n();
  // A switch under way reads `wantedAreas` itself; this adds the area to the language in use.
  await addArea(i18next.resolvedLanguage ?? i18next.language, area);
}

async function addArea(language: string, area: LocaleArea): Promise<void> {
  if (!isLocale(language) || hasArea(language, area)) return;
  const strings = await readParts(language, [area]);
  i18next.addResourceBundle(language, DEFAULT_NAMESPACE, strings, true, true);
}

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
    // An area asked for while this language was loading (its read had already started).
    for (const area of wantedAreas) void addArea(changed, area);
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
